// Uploaded files from local storage: never sniffed or rendered as active content; keys are server-chosen, so cached for good.
import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UPLOADS_URL_PREFIX } from '../providers/storage';

/** A path under private/ (decoded; a path that does not decode is refused too). */
function isPrivatePath(pathName: string): boolean {
  try {
    return /^[/\\]*private([/\\]|$)/i.test(decodeURIComponent(pathName));
  } catch {
    return true;
  }
}

export const uploadsPlugin = fp(
  async (app: FastifyInstance, options: { dir: string }) => {
    mkdirSync(options.dir, { recursive: true });
    await app.register(fastifyStatic, {
      root: options.dir,
      prefix: UPLOADS_URL_PREFIX,
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      // Private files (a title transfer's proof: docs/domain.md "Title transfer") are served only through
      // their signed link, never from here.
      allowedPath: (pathName) => !isPrivatePath(pathName),
      maxAge: 365 * 24 * 3600 * 1000,
      immutable: true,
      setHeaders: (res, filePath) => {
        res.setHeader('X-Content-Type-Options', 'nosniff');
        // A PDF is kept as sent (it cannot be re-encoded): never rendered in the site's origin, always a download.
        if (filePath.endsWith('.pdf')) {
          res.setHeader('Content-Disposition', 'attachment');
        }
        res.setHeader(
          'Content-Security-Policy',
          "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        );
      },
    });
  },
  { name: 'uploads' },
);
