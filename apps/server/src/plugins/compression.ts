// API answers of 1 KB and more are compressed (brotli or gzip, whichever the client prefers). The web app's files
// are not compressed here: the build writes their .br and .gz next to them and plugins/web-app.ts serves those.
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

/** Below this a compressed answer saves less than the headers and CPU it costs. */
const COMPRESS_THRESHOLD_BYTES = 1024;

export const compressionPlugin = fp(
  async (app: FastifyInstance, { apiPrefix }: { apiPrefix: string }) => {
    // Declared before the plugin's own onRoute hook, so it runs first: only API routes compress on the fly
    // (static files come pre-compressed, uploads are images and PDFs that gain nothing).
    app.addHook('onRoute', (route) => {
      const isApi = route.url === apiPrefix || route.url.startsWith(`${apiPrefix}/`);
      if (!isApi && route.compress === undefined) {
        route.compress = false;
      }
    });
    await app.register(fastifyCompress, {
      global: true,
      // Request bodies are read as sent: no compressed uploads (a small gzip can inflate past the body limit).
      globalDecompression: false,
      encodings: ['br', 'gzip'],
      threshold: COMPRESS_THRESHOLD_BYTES,
      // Quality 4: most of brotli's gain at a fraction of the CPU of its default 11.
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);
