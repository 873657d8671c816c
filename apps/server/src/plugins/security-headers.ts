// Security headers on every response through helmet (docs/decisions/017): a Content-Security-Policy
// the built web app and Swagger UI pass without inline scripts, HSTS only when PUBLIC_URL is https. Uploads
// replace the policy with their own stricter one (uploads.ts). The headers depend on the configuration alone, so
// helmet runs once at start and each answer gets the same set (not helmet's middleware rebuilt per request).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

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

/** The headers helmet sets for `options`, read once by running its middleware against a recording response. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) {
      throw error;
    }
  });
  return headers;
}

export const securityHeadersPlugin = fp(
  (app: FastifyInstance, options: { publicUrl: string }, done: () => void) => {
    const isHttps = options.publicUrl.startsWith('https://');
    const headers = helmetHeaders({
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
    const entries = Object.entries(headers);
    // On the raw response, as helmet's middleware sets them: a handler's own header (an upload's stricter policy)
    // still replaces one.
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of entries) {
        reply.raw.setHeader(name, value);
      }
      done();
    });
    done();
  },
  { name: 'security-headers' },
);
