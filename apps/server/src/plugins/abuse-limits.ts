// Abuse limits (docs/decisions/017): failed logins per username and per IP, SMS code requests and code checks
// per IP, wrong code links per IP. One table names the routes; @fastify/rate-limit keeps the counts, in Redis
// when REDIS_URL is set so every process shares them. A refusal is a 429 envelope with Retry-After.
import rateLimit from '@fastify/rate-limit';
import type {
  FastifyInstance,
  FastifyRequest,
  onErrorAsyncHookHandler,
  preHandlerAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { errorEnvelope, LIMIT_MESSAGES, waitMinutes, type ErrorCode } from '@autobid/shared';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';

const HOUR_MS = 3_600_000;

export type AbuseLimitConfig = Pick<
  Config,
  | 'REDIS_URL'
  | 'LOGIN_FAILURES_PER_USERNAME'
  | 'LOGIN_FAILURES_PER_IP'
  | 'LOGIN_FAILURE_WINDOW_SECONDS'
  | 'PHONE_CODE_REQUESTS_PER_IP_HOUR'
  | 'CODE_CHECKS_PER_IP_HOUR'
  | 'CODE_LINK_FAILURES_PER_IP_HOUR'
>;

/** `METHOD /path` as Fastify declares it (prefix included), or a path prefix ending in `/` for a family. */
type RouteMatch = { exact: readonly string[] } | { prefixes: readonly string[] };

type LimitRule = {
  /** Namespace of the rule's counters (also kept apart in Redis). */
  name: string;
  routes: RouteMatch;
  /**
   * `requests`: every call counts and the one past `max` is refused. `failures`: only answers with one of
   * `failureCodes` count, and once `max` have, every call is refused until the window ends.
   */
  counts: 'requests' | 'failures';
  failureCodes?: readonly ErrorCode[];
  /** Who is counted; null: this call is not (a body without a username). */
  subject: (request: FastifyRequest) => string | null;
  max: number;
  windowMs: number;
  refusal: 'LOGIN_TOO_MANY_ATTEMPTS' | 'TOO_MANY_REQUESTS';
};

const LOGIN_ROUTES = ['POST /api/v1/dealers/login', 'POST /api/v1/admin/login', 'POST /api/v1/sellers/login'];

const PHONE_CODE_REQUEST_ROUTES = [
  'POST /api/v1/dealers/auth/phone/request',
  'POST /api/v1/dealers/me/phone/request',
  'POST /api/v1/public/dealers/find/id-request',
  'POST /api/v1/public/dealers/find/password-request',
  'POST /api/v1/sellers/auth/phone/request',
];

const CODE_CHECK_ROUTES = [
  'POST /api/v1/dealers/auth/phone/confirm',
  'POST /api/v1/dealers/me/phone/confirm',
  'POST /api/v1/public/dealers/find/id-request',
  'POST /api/v1/public/dealers/find/id-confirm',
  'POST /api/v1/public/dealers/find/password-request',
  'POST /api/v1/public/dealers/find/password-confirm',
  'POST /api/v1/public/dealers/find/password-change',
];

/** Every code-link call, whatever helper routes the module adds later. */
const CODE_LINK_PREFIXES = ['/api/v1/dealers/code/', '/api/v1/dealers/auction/code/'];

const byIp = (request: FastifyRequest) => request.ip;

/**
 * The login's account: the username (dealers, operators) or the phone's digits (sellers), per login route,
 * lower-cased so letter case does not open a second counter.
 */
function loginSubject(request: FastifyRequest): string | null {
  const body = request.body as { username?: unknown; phone?: unknown } | null | undefined;
  const account =
    typeof body?.username === 'string'
      ? body.username.toLowerCase()
      : typeof body?.phone === 'string'
        ? body.phone.replace(/\D/g, '')
        : '';
  return account ? `${request.routeOptions.url ?? ''}:${account}` : null;
}

export function abuseLimitRules(config: AbuseLimitConfig): LimitRule[] {
  // The two login rules count the same failures in the same window: one per account, one per IP.
  const loginFailures = {
    routes: { exact: LOGIN_ROUTES },
    counts: 'failures',
    failureCodes: ['INVALID_CREDENTIALS', 'PHONE_CODE_MISMATCH', 'PHONE_CODE_EXPIRED'],
    windowMs: config.LOGIN_FAILURE_WINDOW_SECONDS * 1000,
    refusal: 'LOGIN_TOO_MANY_ATTEMPTS',
  } as const;
  const perIpHour = { subject: byIp, windowMs: HOUR_MS, refusal: 'TOO_MANY_REQUESTS' } as const;
  return [
    {
      name: 'login-account',
      ...loginFailures,
      subject: loginSubject,
      max: config.LOGIN_FAILURES_PER_USERNAME,
    },
    { name: 'login-ip', ...loginFailures, subject: byIp, max: config.LOGIN_FAILURES_PER_IP },
    {
      name: 'phone-code-request-ip',
      routes: { exact: PHONE_CODE_REQUEST_ROUTES },
      counts: 'requests',
      max: config.PHONE_CODE_REQUESTS_PER_IP_HOUR,
      ...perIpHour,
    },
    {
      name: 'code-check-ip',
      routes: { exact: CODE_CHECK_ROUTES },
      counts: 'requests',
      max: config.CODE_CHECKS_PER_IP_HOUR,
      ...perIpHour,
    },
    {
      name: 'code-link-ip',
      routes: { prefixes: CODE_LINK_PREFIXES },
      counts: 'failures',
      failureCodes: ['CODE_INVALID'],
      max: config.CODE_LINK_FAILURES_PER_IP_HOUR,
      ...perIpHour,
    },
  ];
}

function routeKeys(route: RouteOptions): string[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.map((method) => `${method} ${route.url}`);
}

function ruleMatches(rule: LimitRule, route: RouteOptions): boolean {
  if ('exact' in rule.routes) {
    const wanted = rule.routes.exact;
    return routeKeys(route).some((key) => wanted.includes(key));
  }
  return rule.routes.prefixes.some((prefix) => route.url.startsWith(prefix));
}

function tooMany(rule: LimitRule, retryAfterSeconds: number): AppError {
  const minutes = waitMinutes(retryAfterSeconds);
  return new AppError(
    rule.refusal,
    rule.refusal === 'LOGIN_TOO_MANY_ATTEMPTS'
      ? LIMIT_MESSAGES.loginTooManyAttempts(minutes)
      : LIMIT_MESSAGES.tooManyRequests(minutes),
  );
}

type Counter = {
  /** Counts this call (a request, or a failure) and says whether it went past the limit. */
  hit(request: FastifyRequest): Promise<{ isOver: boolean; retryAfterSeconds: number }>;
  /** Whether the failures counted so far already reach the limit, without counting. */
  isFull(request: FastifyRequest): Promise<{ isOver: boolean; retryAfterSeconds: number }>;
};

export const abuseLimitsPlugin = fp(
  async (app: FastifyInstance, options: { config: AbuseLimitConfig }) => {
    const { config } = options;
    // A short leash: a Redis that stops answering must not hold requests (the limits then let them through).
    const redis = config.REDIS_URL
      ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 2000, commandTimeout: 1000 })
      : null;
    if (redis) {
      redis.on('error', (error) => app.log.warn({ err: error }, 'abuse limits: redis error'));
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => undefined);
      });
    }
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'autobid-limit:' } : {}),
    });

    const counterOf = (rule: LimitRule): Counter => {
      const check = app.createRateLimit({
        max: rule.max,
        timeWindow: rule.windowMs,
        keyGenerator: (request) => `${rule.name}:${rule.subject(request) ?? ''}`,
      });
      const run = async (request: FastifyRequest, increment: boolean) => {
        try {
          const result = await check(request, { increment });
          if (result.isAllowed) {
            return { isOver: false, retryAfterSeconds: 0 };
          }
          const current = result.max - result.remaining;
          const isOver = increment ? result.isExceeded : current >= result.max;
          return { isOver, retryAfterSeconds: result.ttlInSeconds };
        } catch (error) {
          // The store failed (Redis down): answer the call rather than refuse everyone; the log says so.
          request.log.error({ err: error, limit: rule.name }, 'abuse limit store failed; not counted');
          return { isOver: false, retryAfterSeconds: 0 };
        }
      };
      return { hit: (request) => run(request, true), isFull: (request) => run(request, false) };
    };

    const rules = abuseLimitRules(config).map((rule) => ({ rule, counter: counterOf(rule), used: false }));

    app.addHook('onRoute', (route) => {
      const matching = rules.filter((entry) => ruleMatches(entry.rule, route));
      if (matching.length === 0) {
        return;
      }
      for (const entry of matching) {
        entry.used = true;
        const { rule, counter } = entry;
        const counted = (request: FastifyRequest) => rule.subject(request) !== null;
        /** A preHandler that refuses with 429 and Retry-After when `check` finds the count over its limit. */
        const refuseWhenOver =
          (check: typeof counter.hit): preHandlerAsyncHookHandler =>
          async (request, reply) => {
            if (!counted(request)) {
              return;
            }
            const { isOver, retryAfterSeconds } = await check(request);
            if (isOver) {
              void reply.header('Retry-After', String(retryAfterSeconds));
              throw tooMany(rule, retryAfterSeconds);
            }
          };
        if (rule.counts === 'requests') {
          // Every request counts.
          addHook(
            route,
            'preHandler',
            refuseWhenOver((request) => counter.hit(request)),
          );
          continue;
        }
        // Only refusals count: checked before, counted on the error.
        const failures = new Set<string>(rule.failureCodes ?? []);
        addHook(
          route,
          'preHandler',
          refuseWhenOver((request) => counter.isFull(request)),
        );
        addHook(route, 'onError', async (request, _reply, error) => {
          if (error instanceof AppError && failures.has(error.code) && counted(request)) {
            await counter.hit(request);
          }
        });
      }
      declareRefusal(route);
    });

    // A renamed route must not quietly lose its limit.
    app.addHook('onReady', (done) => {
      const unused = rules.filter((entry) => !entry.used).map((entry) => entry.rule.name);
      done(unused.length > 0 ? new Error(`abuse limits match no route: ${unused.join(', ')}`) : undefined);
    });
  },
  { name: 'abuse-limits' },
);

type RouteHooks = {
  preHandler: preHandlerAsyncHookHandler;
  onError: onErrorAsyncHookHandler;
};

/** Appends a route-level hook, after the ones the route declares itself. */
function addHook<K extends keyof RouteHooks>(route: RouteOptions, name: K, hook: RouteHooks[K]): void {
  const existing = route[name] as unknown;
  const list: unknown[] = Array.isArray(existing) ? [...(existing as unknown[])] : existing ? [existing] : [];
  (route as Record<K, unknown>)[name] = [...list, hook];
}

/** The OpenAPI document lists the 429 a limited route can answer (openapi.test.ts). */
function declareRefusal(route: RouteOptions): void {
  const schema = route.schema;
  if (!schema) {
    return;
  }
  const response = (schema.response ?? {}) as Record<string, unknown>;
  if (!('429' in response)) {
    schema.response = { ...response, 429: errorEnvelope.describe('요청 또는 시도 횟수 초과') };
  }
}
