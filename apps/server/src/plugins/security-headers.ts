// Basic hardening headers on every response; uploads get a stricter set from the uploads plugin.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UPLOADS_URL_PREFIX } from '../providers/storage';

export const securityHeadersPlugin = fp(
  (app: FastifyInstance, _options: object, done: (error?: Error) => void) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      if (request.url.startsWith(UPLOADS_URL_PREFIX)) {
        return;
      }
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
      reply.header('X-Frame-Options', 'SAMEORIGIN');
    });
    done();
  },
  { name: 'security-headers' },
);
