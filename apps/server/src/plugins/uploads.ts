// Uploaded files under /uploads/: never sniffed or rendered as active content; keys are server-chosen, so cached for
// good. From the local disk through @fastify/static, or streamed from a remote store (S3) with the same headers and
// the same refusals (docs/domain.md "Uploads", docs/decisions/032).
import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { LIMIT_MESSAGES } from '@autobid/shared';
import { AppError } from '../lib/app-error';
import { contentTypeOfKey, isPrivateKey, UPLOADS_URL_PREFIX, type FileStorage } from '../providers/storage';
import { sendError } from './error-handler';

const MAX_AGE_SECONDS = 365 * 24 * 3600;

/** A path under private/ (decoded; a path that does not decode is refused too). */
function isPrivatePath(pathName: string): boolean {
  try {
    return isPrivateKey(decodeURIComponent(pathName));
  } catch {
    return true;
  }
}

/** The headers every served upload carries, whichever store it comes from. */
function setUploadHeaders(set: (name: string, value: string) => unknown, fileName: string): void {
  set('X-Content-Type-Options', 'nosniff');
  // A PDF is kept as sent (it cannot be re-encoded): never rendered in the site's origin, always a download.
  if (fileName.endsWith('.pdf')) {
    set('Content-Disposition', 'attachment');
  }
  set('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
}

/** The local disk: files as @fastify/static serves them. */
async function serveLocalDir(app: FastifyInstance, dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: dir,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    // Private files (a title transfer's proof: docs/domain.md "Title transfer") are served only through
    // their signed link, never from here.
    allowedPath: (pathName) => !isPrivatePath(pathName),
    maxAge: MAX_AGE_SECONDS * 1000,
    immutable: true,
    setHeaders: (res, filePath) => setUploadHeaders((name, value) => res.setHeader(name, value), filePath),
  });
}

/** A remote store: the server reads the file and streams it; the bucket itself is never public. */
function serveRemote(app: FastifyInstance, storage: FileStorage): void {
  app.get(`${UPLOADS_URL_PREFIX}*`, { schema: { hide: true } }, async (request, reply: FastifyReply) => {
    const key = (request.params as { '*': string })['*'];
    if (isPrivatePath(key)) {
      return reply.callNotFound();
    }
    let file;
    try {
      file = await storage.open(key);
    } catch (error) {
      request.log.error({ err: error, key }, 'uploads: the file store did not answer');
      return error instanceof AppError
        ? sendError(reply, error.code, error.message)
        : sendError(reply, 'SERVICE_UNAVAILABLE', LIMIT_MESSAGES.serviceUnavailable);
    }
    if (!file) {
      return reply.callNotFound();
    }
    setUploadHeaders((name, value) => reply.header(name, value), key);
    reply.header('Cache-Control', `public, max-age=${MAX_AGE_SECONDS}, immutable`);
    reply.type(contentTypeOfKey(key));
    if (file.size !== undefined) {
      reply.header('Content-Length', file.size);
    }
    return reply.send(file.body);
  });
}

export const uploadsPlugin = fp(
  async (app: FastifyInstance, options: { storage: FileStorage }) => {
    if (options.storage.localDir) {
      await serveLocalDir(app, options.storage.localDir);
    } else {
      serveRemote(app, options.storage);
    }
  },
  { name: 'uploads' },
);
