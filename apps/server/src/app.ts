// Builds the Fastify instance without listening: composes the plugins (errors, headers, docs, uploads, web app), the API under /api and Socket.IO.
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { answerSerializerCompiler, loadAnswerCompiler } from './lib/answer-serializer';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Db } from './db/types';
import { COMMON_MESSAGES } from './lib/app-error';
import { authPlugin } from './lib/auth';
import { systemClock, type Clock } from './lib/clock';
import { testClockRoutes, type TestClock } from './plugins/test-clock';
import { createTokenService } from './lib/jwt';
import { answerSilentRequests, receiveLimits, refuseNulCharacters } from './lib/request-limits';
import { REQUEST_ID_HEADER, REQUEST_ID_LOG_LABEL, requestIdOf } from './lib/request-id';
import { dealersAllowedToWatch } from './modules/access/access-policy';
import { createSessions, type Sessions } from './modules/access/sessions';
import { accountRoutes } from './modules/dealers/account.routes';
import { dealersConsoleRoutes } from './modules/dealers/dealers.console-routes';
import { penaltiesConsoleRoutes } from './modules/penalties/penalties.console-routes';
import { contentConsoleRoutes } from './modules/content/content.console-routes';
import { outboxConsoleRoutes } from './modules/outbox/outbox.console-routes';
import { contactRelaysConsoleRoutes } from './modules/contact-relays/contact-relays.console-routes';
import { auditConsoleRoutes } from './modules/audit/audit.console-routes';
import { retentionConsoleRoutes } from './modules/retention/retention.console-routes';
import { operatorsRoutes } from './modules/operators/operators.routes';
import { operatorsConsoleRoutes } from './modules/operators/operators.console-routes';
import { auctionsConsoleRoutes } from './modules/auctions/auctions.console-routes';
import { priceClaimsRoutes } from './modules/auctions/price-claims.routes';
import { titleTransfersRoutes } from './modules/auctions/title-transfers.routes';
import { invoicesRoutes } from './modules/invoices/invoices.routes';
import { invoicesConsoleRoutes } from './modules/invoices/invoices.console-routes';
import { ownerConsentsRoutes } from './modules/auctions/owner-consents.routes';
import { disputesConsoleRoutes } from './modules/auctions/disputes.console-routes';
import { auctionsRoutes } from './modules/auctions/auctions.routes';
import { codeLinksRoutes } from './modules/auctions/code-link.routes';
import { dealsRoutes } from './modules/auctions/deals.routes';
import { bankWebhookRoutes } from './modules/deposits/bank-webhook.routes';
import { tossWebhookRoutes } from './modules/deposits/toss-webhook.routes';
import { depositsConsoleRoutes } from './modules/deposits/deposits.console-routes';
import { contentRoutes } from './modules/content/content.routes';
import { dealersRoutes } from './modules/dealers/dealers.routes';
import { filesRoutes } from './modules/files/files.routes';
import { listingsConsoleRoutes } from './modules/listings/listings.console-routes';
import { listingsRoutes } from './modules/listings/listings.routes';
import { mapsRoutes } from './modules/maps/maps.routes';
import { onboardingRoutes } from './modules/dealers/onboarding.routes';
import { referenceRoutes } from './modules/reference/reference.routes';
import { priceGuideRoutes } from './modules/price-guide/price-guide.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { sellerOwnsAuction } from './modules/sellers/sellers.public';
import { sellersRoutes } from './modules/sellers/sellers.routes';
import { savedSearchesRoutes } from './modules/saved-searches/saved-searches.routes';
import { abuseLimitsPlugin } from './plugins/abuse-limits';
import { compressionPlugin } from './plugins/compression';
import { docsPlugin } from './plugins/docs';
import { errorHandlerPlugin, sendError } from './plugins/error-handler';
import { metricsPlugin } from './plugins/metrics';
import { gracefulClosePlugin } from './plugins/graceful-close';
import { healthRoutes } from './plugins/health';
import { securityHeadersPlugin } from './plugins/security-headers';
import { uploadsPlugin } from './plugins/uploads';
import { webAppPlugin } from './plugins/web-app';
import type { Providers } from './providers';
import { createAuctionEvents, type AuctionEvents } from './realtime/auction-events';
import { createRealtime, type Realtime } from './realtime/socket-server';

declare module 'fastify' {
  // Module augmentation needs interfaces.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    realtime: Realtime;
    auctionEvents: AuctionEvents;
    sessions: Sessions;
  }
}

export type BuildAppDeps = {
  config: Config;
  db: Db;
  /** Reported by /api/health. */
  dbKind?: 'pglite' | 'postgres';
  /** The outside services (providers/index.ts createProviders). */
  providers: Providers;
  /** Omitted: the system clock. With config.TEST_CLOCK, a TestClock the test route moves. */
  clock?: Clock | TestClock;
  logger?: FastifyServerOptions['logger'];
};

const API_PREFIX = '/api';

/** A hop count as the function Fastify runs for it (its types take no number); addresses as they are. */
function trustProxyOption(setting: Config['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  if (typeof setting !== 'number') {
    return setting;
  }
  return (_address: string, hop: number) => hop < setting;
}

/** Fastify's factories typed for Ajv's schemas; the zod compilers take the routes' zod schemas. */
const zodCompilersFactory = (serializer: ReturnType<typeof answerSerializerCompiler>) =>
  ({
    buildValidator: () => validatorCompiler,
    buildSerializer: () => serializer,
  }) as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

const isTestClock = (clock: Clock | TestClock): clock is TestClock => 'advance' in clock;

export async function buildApp(deps: BuildAppDeps): Promise<FastifyInstance> {
  const clock = deps.clock ?? systemClock;
  // The answers' serializer compiled from the contract (docs/decisions/046). Checked against zod's parse (the
  // tests), it is loaded before the first answer; otherwise start.ts loads it once the server listens.
  const checkAnswers = deps.config.CHECK_ANSWERS === true;
  if (checkAnswers) {
    await loadAnswerCompiler();
  }
  const serializeAnswers = answerSerializerCompiler({ check: checkAnswers });
  const app = Fastify({
    logger: deps.logger ?? false,
    // Every request's id (docs/domain.md "Request ids and metrics"): a proxy's sane X-Request-Id or a new
    // UUID, on each of its log lines as `requestId`.
    genReqId: requestIdOf,
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: REQUEST_ID_LOG_LABEL }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 1024 * 1024,
    // The router refuses a malformed %-escape or an over-long path param before any hook runs; that refusal
    // takes the error envelope too (Fastify's own answer would be English JSON with its error code).
    frameworkErrors: (_error, _request, reply) => {
      void sendError(reply, 'INVALID_REQUEST', COMMON_MESSAGES.invalidRequest);
    },
    // Only the proxies the operator named may say who the client is (TRUST_PROXY); by default nobody, so a
    // forged X-Forwarded-For cannot change the IP that the per-IP limits count.
    trustProxy: trustProxyOption(deps.config.TRUST_PROXY),
    // While closing, plugins/graceful-close.ts answers with the 503 envelope (Fastify's own is English JSON
    // and leaves a request body unread, so the close resets the client).
    return503OnClosing: false,
    // Every schema is zod's: given here, Fastify does not load its default Ajv and fast-json-stringify
    // compilers at all (modules that took a third of buildApp's time at start).
    schemaController: { compilersFactory: zodCompilersFactory(serializeAnswers) },
    ...receiveLimits(deps.config),
  });
  answerSilentRequests(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializeAnswers);

  const tokens = createTokenService({
    secret: deps.config.JWT_SECRET,
    ttlSeconds: deps.config.JWT_TTL_SECONDS,
    clock,
  });
  const sessions = createSessions(deps.db, { cacheMs: deps.config.SESSION_CACHE_MS });
  await app.register(authPlugin, { tokens, isCurrent: (principal) => sessions.isCurrent(principal) });
  app.decorate('sessions', sessions);
  app.decorateRequest('operator', null);

  const realtime = await createRealtime(app.server, {
    tokens,
    redisUrl: deps.config.REDIS_URL,
    sellerOwnsAuction: (sellerId, auctionId) => sellerOwnsAuction(deps.db, sellerId, auctionId),
    dealersAllowedToWatch: (principals) => dealersAllowedToWatch(deps.db, principals, clock.now()),
  });
  // A password change or a suspension in this process drops the principal's sockets at once.
  sessions.onChanged(() => realtime.recheckNow());
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
    ...deps.providers,
    clock,
    tokens,
    sessions,
    auctionEvents,
  };

  await app.register(errorHandlerPlugin);
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  // Before the routes: its onResponse hook counts every one of them (docs/decisions/034).
  await app.register(metricsPlugin, { config: deps.config, db: deps.db, dbKind: deps.dbKind ?? 'pglite' });
  await app.register(gracefulClosePlugin);
  await app.register(securityHeadersPlugin, { publicUrl: deps.config.PUBLIC_URL });
  // Before the routes: it finds the ones it limits as they are declared.
  await app.register(abuseLimitsPlugin, { config: deps.config });
  // One place for every route: no NUL character reaches a handler or PostgreSQL.
  app.addHook('preHandler', refuseNulCharacters);
  await app.register(compressionPlugin, { apiPrefix: API_PREFIX });
  await app.register(docsPlugin, {
    routePrefix: `${API_PREFIX}/docs`,
    hideOperatorRoutes: deps.config.NODE_ENV === 'production',
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes({ db: deps.db, dbKind: deps.dbKind ?? 'pglite' }));
      await api.register(dealersRoutes(ctx));
      await api.register(contentRoutes(ctx));
      await api.register(referenceRoutes(ctx));
      await api.register(auctionsRoutes(ctx));
      await api.register(savedSearchesRoutes(ctx));
      await api.register(dealsRoutes(ctx));
      await api.register(onboardingRoutes(ctx));
      await api.register(filesRoutes(ctx));
      await api.register(mapsRoutes(ctx));
      await api.register(priceGuideRoutes(ctx));
      await api.register(accountRoutes(ctx));
      await api.register(operatorsRoutes(ctx));
      await api.register(auditConsoleRoutes(ctx));
      await api.register(retentionConsoleRoutes(ctx));
      await api.register(contentConsoleRoutes(ctx));
      await api.register(operatorsConsoleRoutes(ctx));
      await api.register(depositsConsoleRoutes(ctx));
      await api.register(outboxConsoleRoutes(ctx));
      await api.register(contactRelaysConsoleRoutes(ctx));
      await api.register(dealersConsoleRoutes(ctx));
      await api.register(penaltiesConsoleRoutes(ctx));
      await api.register(auctionsConsoleRoutes(ctx));
      await api.register(priceClaimsRoutes(ctx));
      await api.register(titleTransfersRoutes(ctx));
      await api.register(invoicesRoutes(ctx));
      await api.register(invoicesConsoleRoutes(ctx));
      await api.register(ownerConsentsRoutes(ctx));
      await api.register(disputesConsoleRoutes(ctx));
      await api.register(codeLinksRoutes(ctx));
      await api.register(reviewsRoutes(ctx));
      await api.register(sellersRoutes(ctx));
      await api.register(listingsRoutes(ctx));
      await api.register(listingsConsoleRoutes(ctx));
      await api.register(bankWebhookRoutes(ctx));
      await api.register(tossWebhookRoutes(ctx));
      if (deps.config.TEST_CLOCK && isTestClock(clock)) {
        await api.register(testClockRoutes(clock, ctx));
      }
    },
    { prefix: API_PREFIX },
  );

  await app.register(uploadsPlugin, { storage: deps.providers.storage });
  await app.register(webAppPlugin, { webDist: deps.config.WEB_DIST_DIR, apiPrefix: API_PREFIX });

  return app;
}
