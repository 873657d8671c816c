// The built web app with its SPA fallback, and the 404 envelope for everything else (API paths, files, non-page requests).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { COMMON_MESSAGES } from '../lib/app-error';
import { UPLOADS_URL_PREFIX } from '../providers/storage';
import { sendError } from './error-handler';

export type WebAppOptions = { webDist: string; apiPrefix: string };

const MISSING_WEB_PAGE = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>AutoBid</title></head>
<body><h1>웹 앱이 아직 빌드되지 않았습니다</h1><p>저장소 루트에서 <code>npm run build</code>를 실행한 뒤 서버를 다시 시작해주세요.</p></body></html>`;

/** The build's prerendered/ folder (apps/web/vite.config.ts): `index.html` answers "/", `a/b.html` "/a/b". */
const PRERENDERED_DIR = 'prerendered';

/** Each page path the build prerendered, with its file relative to the web build. */
function prerenderedPages(webDist: string): Map<string, string> {
  const dir = path.join(webDist, PRERENDERED_DIR);
  const files = existsSync(dir)
    ? readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))
    : [];
  return new Map(
    files.map((file) => {
      const name = file.slice(0, -'.html'.length).split(path.sep).join('/');
      return [name === 'index' ? '/' : `/${name}`, `${PRERENDERED_DIR}/${file}`] as const;
    }),
  );
}

export const webAppPlugin = fp(
  async (app: FastifyInstance, { webDist, apiPrefix }: WebAppOptions) => {
    const isApiPath = (url: string) =>
      url === apiPrefix || url.startsWith(`${apiPrefix}/`) || url.startsWith(`${apiPrefix}?`);
    const hasWeb = existsSync(path.join(webDist, 'index.html'));
    const prerendered = hasWeb ? prerenderedPages(webDist) : new Map<string, string>();
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: webDist,
        prefix: '/',
        // "/" is a directory request: answer it with the SPA shell rather than a 403 (or with its prerendered page,
        // below).
        index: ['index.html'],
        // The build writes x.br and x.gz beside each text file (apps/web/vite.config.ts): sent as they are, with
        // Content-Encoding, to a client that accepts them; the file itself to one that does not.
        preCompressed: true,
        // Our own Cache-Control below; the plugin's would overwrite it.
        cacheControl: false,
        setHeaders: (res, filePath) => {
          // Vite fingerprints everything under assets/; index.html must be revalidated to pick up a new build.
          const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader('Cache-Control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
          // The same URL answers differently by Accept-Encoding: a shared cache must keep them apart.
          res.setHeader('Vary', 'Accept-Encoding');
        },
      });
      const landing = prerendered.get('/');
      if (landing) {
        app.get('/', (_request, reply) =>
          reply.header('Cache-Control', 'no-cache').sendFile(landing, webDist),
        );
      }
    }

    app.setNotFoundHandler((request, reply) => {
      const url = request.url;
      if (isApiPath(url)) {
        return sendError(reply, 'ROUTE_NOT_FOUND', COMMON_MESSAGES.notFoundRoute);
      }
      const wantsHtml = (request.headers.accept ?? '').includes('text/html');
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !url.startsWith(UPLOADS_URL_PREFIX) &&
        wantsHtml;
      if (!isPage) {
        return sendError(reply, 'ROUTE_NOT_FOUND', COMMON_MESSAGES.notFoundRoute);
      }
      if (!hasWeb) {
        return reply.code(200).type('text/html; charset=utf-8').send(MISSING_WEB_PAGE);
      }
      // SPA fallback: the client router decides what the path shows; a page the build rendered ahead comes with
      // its HTML (or its own chunks' preloads) already in.
      const page = prerendered.get(url.split('?')[0] ?? url) ?? 'index.html';
      return reply.header('Cache-Control', 'no-cache').sendFile(page, webDist);
    });
  },
  { name: 'web-app' },
);
