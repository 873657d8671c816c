// Prometheus metrics (docs/decisions/034): one registry per app, GET /metrics on the main port behind
// METRICS_TOKEN or on the internal METRICS_PORT; the series are listed in the README ("Operating it").
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, inArray, min, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { api, OUTBOX_CHANNELS } from '@autobid/shared';
import type { Config } from '../config';
import { notificationOutbox } from '../db/schema';
import type { Db } from '../db/types';
import { COMMON_MESSAGES } from '../lib/app-error';
import { errorBody } from '../lib/envelope';
import type { JobRun } from '../jobs/scheduler';
import type { Realtime } from '../realtime/socket-server';
import { answeredErrorCode, sendError } from './error-handler';

declare module 'fastify' {
  // Module augmentation needs interfaces.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

export const METRICS_PATH = '/metrics';

/** The route label of a request no route matched (the 404s): never the raw URL, which is unbounded. */
const UNMATCHED_ROUTE = '(unmatched)';

/** The outbox rows counted at scrape time: waiting to be sent, and given up on. */
const COUNTED_OUTBOX_STATUSES = ['QUEUED', 'FAILED'] as const;

/** The longest a scrape waits for the database; then the outbox series are left out of that scrape. */
const SCRAPE_QUERY_TIMEOUT_MS = 2000;

const SOCKET_ROLES = ['dealer', 'seller'] as const;

export type AppMetrics = {
  /** This app's own series (not prom-client's global registry: tests build many apps in one process). */
  registry: Registry;
  /**
   * A job run's report: the scheduler's (server.ts passes it as onJobRun), or any other loop's under a
   * name of its own (the `job` label).
   */
  observeJobRun(run: Omit<JobRun, 'job' | 'runId'> & { job: string }): void;
  /** The text answered at /metrics: this app's series, then the process's (Node) default ones. */
  exposition(): Promise<string>;
  contentType: string;
};

let processRegistry: Registry | null = null;

/**
 * Node's default series (CPU, memory, event loop lag, GC) belong to the process, not to an app: collected
 * once per process into a registry of their own (their GC observer and event-loop monitor are never
 * stopped, so one per app would pile up in a test process).
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

type PoolUse = { driver: 'postgres' | 'pglite'; total: number; idle: number; waiting: number; max: number };

/** The database pool's use: node-postgres' counters; PGlite is one connection in the process, never waited on here. */
function poolUseOf(db: Db, kind: 'pglite' | 'postgres'): () => PoolUse {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (kind === 'postgres' && client instanceof pg.Pool) {
    return () => ({
      driver: 'postgres',
      total: client.totalCount,
      idle: client.idleCount,
      waiting: client.waitingCount,
      max: client.options.max ?? 10,
    });
  }
  return () => ({ driver: 'pglite', total: 1, idle: 1, waiting: 0, max: 1 });
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export type MetricsDeps = {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  realtime: Pick<Realtime, 'auction'>;
  /** Logs a failed scrape-time read. */
  log: Pick<FastifyInstance['log'], 'warn'>;
};

/** The app's registry and its series (names in the README "Operating it"). */
export function createAppMetrics(deps: MetricsDeps): AppMetrics & {
  observeRequest(request: FastifyRequest, reply: FastifyReply): void;
} {
  const registry = new Registry();
  const registers = [registry];

  const httpRequests = new Counter({
    name: 'autobid_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const httpDuration = new Histogram({
    name: 'autobid_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const bids = new Counter({
    name: 'autobid_bids_total',
    help: 'Bid calls (place, raise) by outcome; a refused one by its errorCode.',
    labelNames: ['action', 'outcome', 'error_code'] as const,
    registers,
  });
  const jobLag = new Histogram({
    name: 'autobid_job_lag_seconds',
    help: 'How late a scheduled job run started against its due time, by job.',
    labelNames: ['job'] as const,
    buckets: [0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 3600],
    registers,
  });
  const jobDuration = new Histogram({
    name: 'autobid_job_duration_seconds',
    help: 'How long a scheduled job run took, by job.',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers,
  });
  const jobRuns = new Counter({
    name: 'autobid_job_runs_total',
    help: 'Scheduled job runs, by job and outcome (ok, failed).',
    labelNames: ['job', 'outcome'] as const,
    registers,
  });
  const jobLastRun = new Gauge({
    name: 'autobid_job_last_run_timestamp_seconds',
    help: 'When each scheduled job last finished a run (Unix time).',
    labelNames: ['job'] as const,
    registers,
  });

  new Gauge({
    name: 'autobid_socket_connections',
    help: 'Live Socket.IO connections on this process, by role.',
    labelNames: ['role'] as const,
    registers,
    collect() {
      const byRole = new Map<string, number>(SOCKET_ROLES.map((role) => [role, 0]));
      for (const socket of deps.realtime.auction.sockets.values()) {
        const data = socket.data as { principal?: { role?: string } } | undefined;
        const role = data?.principal?.role ?? 'unknown';
        byRole.set(role, (byRole.get(role) ?? 0) + 1);
      }
      this.reset();
      for (const [role, value] of byRole) {
        this.set({ role }, value);
      }
    },
  });

  const poolUse = poolUseOf(deps.db, deps.dbKind);
  const poolGauge = (name: string, help: string, pick: (use: PoolUse) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['driver'] as const,
      registers,
      collect() {
        const use = poolUse();
        this.reset();
        this.set({ driver: use.driver }, pick(use));
      },
    });
  poolGauge('autobid_db_pool_connections', 'Connections the database pool holds (open).', (use) => use.total);
  poolGauge('autobid_db_pool_idle_connections', 'Open connections not in use.', (use) => use.idle);
  poolGauge(
    'autobid_db_pool_waiting_clients',
    'Queries waiting for a connection (the pool is full).',
    (use) => use.waiting,
  );
  poolGauge('autobid_db_pool_max_connections', 'The most connections the pool opens.', (use) => use.max);

  const scrapeErrors = new Counter({
    name: 'autobid_metrics_scrape_errors_total',
    help: 'Scrape-time reads that failed (their series are left out of that scrape), by source.',
    labelNames: ['source'] as const,
    registers,
  });
  const outboxMessages = new Gauge({
    name: 'autobid_outbox_messages',
    help: 'Outbox messages waiting to be sent (QUEUED) or given up on (FAILED), by channel.',
    labelNames: ['channel', 'status'] as const,
    registers,
  });
  const outboxOldest = new Gauge({
    name: 'autobid_outbox_oldest_queued_age_seconds',
    help: 'Age of the oldest QUEUED outbox message, by channel (0 when none waits).',
    labelNames: ['channel'] as const,
    registers,
  });

  /** Read at scrape time from notification_outbox (docs/domain.md "Message delivery"), for every process alike. */
  const readOutbox = async () => {
    outboxMessages.reset();
    outboxOldest.reset();
    try {
      const rows = await withTimeout(
        deps.db
          .select({
            channel: notificationOutbox.channel,
            status: notificationOutbox.status,
            count: count(),
            oldestAgeSeconds: sql<
              string | null
            >`extract(epoch from now() - ${min(notificationOutbox.createdAt)})`,
          })
          .from(notificationOutbox)
          .where(inArray(notificationOutbox.status, [...COUNTED_OUTBOX_STATUSES]))
          .groupBy(notificationOutbox.channel, notificationOutbox.status),
        SCRAPE_QUERY_TIMEOUT_MS,
      );
      // Every channel and status answers, 0 included, so a rule comparing them never sees a missing series.
      for (const channel of OUTBOX_CHANNELS) {
        outboxOldest.set({ channel }, 0);
        for (const status of COUNTED_OUTBOX_STATUSES) {
          outboxMessages.set({ channel, status }, 0);
        }
      }
      for (const row of rows) {
        outboxMessages.set({ channel: row.channel, status: row.status }, row.count);
        if (row.status === 'QUEUED') {
          outboxOldest.set({ channel: row.channel }, Math.max(0, Number(row.oldestAgeSeconds ?? 0)));
        }
      }
    } catch (error) {
      scrapeErrors.inc({ source: 'outbox' });
      deps.log.warn({ err: error }, 'metrics: the outbox could not be read');
    }
  };

  const bidRoutes = new Map<string, 'place' | 'raise'>([
    [`${api.auctions.placeBid.method} /api${api.auctions.placeBid.path}`, 'place'],
    [`${api.auctions.raiseBid.method} /api${api.auctions.raiseBid.path}`, 'raise'],
  ]);

  return {
    registry,
    contentType: registry.contentType,
    observeRequest(request, reply) {
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      const method = request.method;
      httpRequests.inc({ method, route, status: String(reply.statusCode) });
      httpDuration.observe({ method, route }, reply.elapsedTime / 1000);
      const action = bidRoutes.get(`${method} ${route}`);
      if (action) {
        const refused = reply.statusCode >= 400;
        // The refusal's errorCode, or the bare status of an answer that did not carry one.
        const errorCode: string = refused ? (answeredErrorCode(request) ?? String(reply.statusCode)) : '';
        bids.inc({ action, outcome: refused ? 'refused' : 'accepted', error_code: errorCode });
      }
    },
    observeJobRun(run) {
      if (run.lagMs !== null) {
        jobLag.observe({ job: run.job }, run.lagMs / 1000);
      }
      jobDuration.observe({ job: run.job }, run.durationMs / 1000);
      jobRuns.inc({ job: run.job, outcome: run.ok ? 'ok' : 'failed' });
      jobLastRun.set({ job: run.job }, Date.now() / 1000);
    },
    async exposition() {
      await readOutbox();
      const own = await registry.metrics();
      const node = await processMetrics().metrics();
      return `${own}\n${node}`;
    },
  };
}

/** Whether `authorization` is `Bearer <token>`; compared in constant time (digests of equal length). */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const presented = /^Bearer +(\S+)$/i.exec(authorization ?? '')?.[1];
  if (presented === undefined) {
    return false;
  }
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(token));
}

type MetricsPluginOptions = {
  config: Pick<Config, 'METRICS_TOKEN' | 'METRICS_PORT'>;
  db: Db;
  dbKind: 'pglite' | 'postgres';
};

/**
 * Decorates the app with its metrics, counts every answered request (hooks on the root, so every route)
 * and serves GET /metrics on the main port when METRICS_TOKEN is set and METRICS_PORT is not; otherwise
 * /metrics is 404 there (never the web app's page).
 */
export const metricsPlugin = fp(
  (app: FastifyInstance, options: MetricsPluginOptions, done: (error?: Error) => void) => {
    const metrics = createAppMetrics({
      db: options.db,
      dbKind: options.dbKind,
      realtime: app.realtime,
      log: app.log,
    });
    app.decorate('metrics', metrics);
    app.addHook('onResponse', (request, reply, next) => {
      metrics.observeRequest(request, reply);
      next();
    });
    const token = options.config.METRICS_TOKEN;
    const onMainPort = token !== undefined && options.config.METRICS_PORT === undefined;
    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!onMainPort) {
        return sendError(reply, 'ROUTE_NOT_FOUND', COMMON_MESSAGES.notFoundRoute);
      }
      if (!bearerMatches(request.headers.authorization, token)) {
        void reply.header('www-authenticate', 'Bearer');
        return sendError(reply, 'UNAUTHORIZED', COMMON_MESSAGES.unauthorized);
      }
      const text = await metrics.exposition();
      return reply.header('cache-control', 'no-store').type(metrics.contentType).send(text);
    });
    done();
  },
  { name: 'metrics', dependencies: ['error-handler'] },
);

export type MetricsListener = { port: number; close(): Promise<void> };

function answerJson(response: ServerResponse, body: ReturnType<typeof errorBody>, headers = {}): void {
  response.writeHead(body.code, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

/**
 * The internal metrics port (METRICS_PORT): GET /metrics and nothing else, from a plain HTTP server beside
 * the app. With METRICS_TOKEN set it asks for the token too; unset, the port is open to whoever reaches it
 * (METRICS_HOST, 127.0.0.1 by default, decides who can).
 */
export async function listenMetricsPort(
  metrics: AppMetrics,
  options: { port: number; host: string; token?: string | undefined },
): Promise<MetricsListener> {
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== METRICS_PATH || (request.method !== 'GET' && request.method !== 'HEAD')) {
      answerJson(response, errorBody('ROUTE_NOT_FOUND', COMMON_MESSAGES.notFoundRoute));
      return;
    }
    if (options.token !== undefined && !bearerMatches(request.headers.authorization, options.token)) {
      answerJson(response, errorBody('UNAUTHORIZED', COMMON_MESSAGES.unauthorized), {
        'www-authenticate': 'Bearer',
      });
      return;
    }
    metrics.exposition().then(
      (text) => {
        response.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      () => answerJson(response, errorBody('INTERNAL_ERROR', COMMON_MESSAGES.internal)),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
