// Builds the Fastify instance (API under /api, docs, uploads, the built web app, Socket.IO) without listening.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Db } from './db/types';
import { AppError, COMMON_MESSAGES } from './lib/app-error';
import { authPlugin } from './lib/auth';
import { systemClock, type Clock } from './lib/clock';
import { errorBody, ok, okResponse } from './lib/envelope';
import { createTokenService } from './lib/jwt';
import { drainUnreadBody, receiveLimits, refuseNulCharacters } from './lib/request-limits';
import { tokenIsCurrent } from './modules/access/access-policy';
import { accountRoutes } from './modules/account/account.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { auctionsRoutes } from './modules/auctions/auctions.routes';
import { codeLinksRoutes } from './modules/code-links/code-links.routes';
import { contentRoutes } from './modules/content/content.routes';
import { dealersRoutes } from './modules/dealers/dealers.routes';
import { dealsRoutes } from './modules/deals/deals.routes';
import { filesRoutes } from './modules/files/files.routes';
import { mapsRoutes } from './modules/maps/maps.routes';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes';
import { referenceRoutes } from './modules/reference/reference.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { sellersRoutes } from './modules/sellers/sellers.routes';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes';
import { UPLOADS_URL_PREFIX, type FileStorage } from './providers/storage';
import { createAuctionEvents, type AuctionEvents } from './realtime/auction-events';
import { createRealtime, type Realtime } from './realtime/socket-server';

declare module 'fastify' {
  // Module augmentation needs interfaces.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    realtime: Realtime;
    auctionEvents: AuctionEvents;
  }
}

export type BuildAppDeps = {
  config: Config;
  db: Db;
  /** Reported by /api/health. */
  dbKind?: 'pglite' | 'postgres';
  storage: FileStorage;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
};

const API_PREFIX = '/api';
const HANGUL = /[\uAC00-\uD7A3]/;
const MISSING_WEB_PAGE = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>AutoBid</title></head>
<body><h1>웹 앱이 아직 빌드되지 않았습니다</h1><p>저장소 루트에서 <code>npm run build</code>를 실행한 뒤 서버를 다시 시작해주세요.</p></body></html>`;

function isApiPath(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}

function sendError(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).type('application/json; charset=utf-8').send(errorBody(status, message));
}

export async function buildApp(deps: BuildAppDeps): Promise<FastifyInstance> {
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: deps.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    ...receiveLimits(deps.config),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const tokens = createTokenService({
    secret: deps.config.JWT_SECRET,
    ttlSeconds: deps.config.JWT_TTL_SECONDS,
    clock,
  });
  await app.register(authPlugin, { tokens, isCurrent: tokenIsCurrent(deps.db) });

  const realtime = createRealtime(app.server, { tokens, redisUrl: deps.config.REDIS_URL });
  const auctionEvents = createAuctionEvents(realtime.auction);
  app.decorate('realtime', realtime);
  app.decorate('auctionEvents', auctionEvents);
  app.addHook('preClose', async () => {
    auctionEvents.flush();
    await realtime.close();
  });

  const ctx: AppContext = {
    config: deps.config,
    db: deps.db,
    storage: deps.storage,
    clock,
    tokens,
    auctionEvents,
  };

  app.setErrorHandler((error: FastifyError, request, reply) => {
    drainUnreadBody(request, reply);
    if (error instanceof AppError) {
      return sendError(reply, error.status, error.message);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0]?.message ?? '';
      // The shared schemas carry the spec's Korean messages; zod's own (English) ones are replaced.
      return sendError(reply, 400, HANGUL.test(first) ? first : COMMON_MESSAGES.invalidRequest);
    }
    const status = error.statusCode ?? 500;
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return sendError(reply, 413, COMMON_MESSAGES.bodyTooLarge);
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return sendError(reply, 415, COMMON_MESSAGES.unsupportedMediaType);
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return sendError(reply, 400, COMMON_MESSAGES.invalidJson);
      default:
        break;
    }
    if (status === 400 && error instanceof SyntaxError) {
      return sendError(reply, 400, COMMON_MESSAGES.invalidJson);
    }
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      const message =
        status === 401
          ? COMMON_MESSAGES.unauthorized
          : status === 403
            ? COMMON_MESSAGES.forbidden
            : status === 404
              ? COMMON_MESSAGES.notFoundRoute
              : status === 405
                ? COMMON_MESSAGES.methodNotAllowed
                : COMMON_MESSAGES.invalidRequest;
      return sendError(reply, status, message);
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendError(reply, 500, COMMON_MESSAGES.internal);
  });

  // Basic hardening for every response; uploads get a stricter set below.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (request.url.startsWith(UPLOADS_URL_PREFIX)) {
      return;
    }
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
  });
  // One place for every route: no NUL character reaches a handler or PostgreSQL.
  app.addHook('preHandler', refuseNulCharacters);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'AutoBid Dealer API', description: '중고 차량 경매 딜러 API', version: '0.1.0' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: `${API_PREFIX}/docs` });

  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>();
      typed.get(
        '/health',
        {
          schema: {
            tags: ['system'],
            summary: '상태 확인',
            response: okResponse(z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) })),
          },
        },
        () => ok({ status: 'ok' as const, db: deps.dbKind ?? 'pglite' }),
      );
      await api.register(dealersRoutes(ctx));
      await api.register(contentRoutes(ctx));
      await api.register(referenceRoutes(ctx));
      await api.register(auctionsRoutes(ctx));
      await api.register(dealsRoutes(ctx));
      await api.register(onboardingRoutes(ctx));
      await api.register(filesRoutes(ctx));
      await api.register(mapsRoutes(ctx));
      await api.register(accountRoutes(ctx));
      await api.register(adminRoutes(ctx));
      await api.register(codeLinksRoutes(ctx));
      await api.register(reviewsRoutes(ctx));
      await api.register(sellersRoutes(ctx));
      await api.register(webhooksRoutes(ctx));
    },
    { prefix: API_PREFIX },
  );

  // Uploaded files: never sniffed or rendered as active content; keys are server-chosen, so cache for good.
  const uploadsDir = deps.storage.localDir;
  if (uploadsDir) {
    mkdirSync(uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: UPLOADS_URL_PREFIX,
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
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
  }

  const webDist = deps.config.WEB_DIST_DIR;
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      // "/" is a directory request: answer it with the SPA shell rather than a 403.
      index: ['index.html'],
      // Our own Cache-Control below; the plugin's would overwrite it.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // Vite fingerprints everything under assets/; index.html must be revalidated to pick up a new build.
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (isApiPath(url)) {
      return sendError(reply, 404, COMMON_MESSAGES.notFoundRoute);
    }
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith(UPLOADS_URL_PREFIX) &&
      wantsHtml;
    if (!isPage) {
      return sendError(reply, 404, COMMON_MESSAGES.notFoundRoute);
    }
    if (!hasWeb) {
      return reply.code(200).type('text/html; charset=utf-8').send(MISSING_WEB_PAGE);
    }
    // SPA fallback: the client router decides what the path shows.
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', webDist);
  });

  return app;
}
