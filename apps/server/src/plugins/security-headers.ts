// Security headers on every response through @fastify/helmet (docs/decisions/017): a Content-Security-Policy
// the built web app and Swagger UI pass without inline scripts, HSTS only when PUBLIC_URL is https. Uploads
// replace the policy with their own stricter one (uploads.ts).
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The address search loads the Daum postcode script, which embeds its own page (components/address). */
const POSTCODE_SCRIPT_HOSTS = ['t1.daumcdn.net', '*.daumcdn.net'];
const POSTCODE_FRAME_HOSTS = ['postcode.map.daum.net', 'postcode.map.kakao.com'];

const YEAR_SECONDS = 365 * 24 * 3600;

export function contentSecurityPolicy(options: { isHttps: boolean }) {
  return {
    useDefaults: false as const,
    directives: {
      'default-src': ["'self'"],
      'base-uri': ["'self'"],
      'object-src': ["'none'"],
      'frame-ancestors': ["'self'"],
      'form-action': ["'self'"],
      // No inline script anywhere: Vite emits module files and Swagger UI's initializer is a file too.
      'script-src': ["'self'", ...POSTCODE_SCRIPT_HOSTS],
      'script-src-attr': ["'none'"],
      // Style attributes (React style props, the editor, the charts) need inline styles; they cannot run code.
      'style-src': ["'self'", "'unsafe-inline'"],
      // Uploads are same-origin; previews of a file not yet sent are blob: URLs, small icons data: URLs.
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      // The API and Socket.IO's websocket on the same host ('self' covers ws: and wss: there).
      'connect-src': ["'self'"],
      'frame-src': POSTCODE_FRAME_HOSTS,
      'manifest-src': ["'self'"],
      'worker-src': ["'self'", 'blob:'],
      ...(options.isHttps ? { 'upgrade-insecure-requests': [] } : {}),
    },
  };
}

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { publicUrl: string }) => {
    const isHttps = options.publicUrl.startsWith('https://');
    await app.register(helmet, {
      contentSecurityPolicy: contentSecurityPolicy({ isHttps }),
      // Only a site reached over https may tell browsers to insist on it; on http://localhost it would stick.
      strictTransportSecurity: isHttps ? { maxAge: YEAR_SECONDS, includeSubDomains: false } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'sameorigin' },
      // Links to KakaoTalk and the bank open in new tabs; nothing embeds our pages or files from elsewhere.
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security-headers' },
);
