// Abuse limits (docs/decisions/017): failed logins per username and per IP, SMS code requests and code checks
// per IP, wrong code links per IP. One table names the routes; lib/limit-store keeps the counts, in Redis when
// REDIS_URL is set so every process shares them. A call takes its place before it is evaluated, so a burst
// cannot outrun a limit. A refusal is a 429 envelope with Retry-After.
import type {
  FastifyInstance,
  FastifyRequest,
  onErrorAsyncHookHandler,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { errorEnvelope, LIMIT_MESSAGES, waitMinutes, type ErrorCode } from '@autobid/shared';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';
import { createMemoryLimitStore, createRedisLimitStore } from '../lib/limit-store';

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
   * `requests`: every call counts and the one past `max` is refused. `failures`: every call takes a place
   * before it is evaluated and gives it back unless it is answered with one of `failureCodes`; once `max`
   * places are taken, every call is refused until the window ends.
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

/** The failure-rule places a request holds until its answer says whether it failed. */
type Held = { rule: LimitRule; key: string };

export const abuseLimitsPlugin = fp(
  async (app: FastifyInstance, options: { config: AbuseLimitConfig }) => {
    const { config } = options;
    // A short leash: a Redis that stops answering must not hold requests (the limits then let them through).
    // ioredis loads only when a Redis is configured (a start without one does not load it).
    const redis: Redis | null = config.REDIS_URL
      ? new (await import('ioredis')).Redis(config.REDIS_URL, {
          maxRetriesPerRequest: 1,
          connectTimeout: 2000,
          commandTimeout: 1000,
        })
      : null;
    if (redis) {
      redis.on('error', (error) => app.log.warn({ err: error }, 'abuse limits: redis error'));
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => undefined);
      });
    }
    const store = redis ? createRedisLimitStore(redis, 'autobid-limit:') : createMemoryLimitStore();
    const held = new WeakMap<FastifyRequest, Held[]>();

    const release = async (request: FastifyRequest, places: Held[]) => {
      for (const place of places) {
        await store.release(place.key).catch((error: unknown) => {
          request.log.error({ err: error, limit: place.rule.name }, 'abuse limit store failed; not released');
        });
      }
    };

    /**
     * Takes the call's place under every rule of the route, in order, before anything is evaluated; the first
     * full window refuses the call (with Retry-After), and the places taken under the rules before it are
     * given back, since the call was not evaluated.
     */
    const reserveAll =
      (routeRules: LimitRule[]): preHandlerAsyncHookHandler =>
      async (request, reply) => {
        const places: Held[] = [];
        held.set(request, places);
        for (const rule of routeRules) {
          const subject = rule.subject(request);
          if (subject === null) {
            continue;
          }
          const key = `${rule.name}:${subject}`;
          const reservation = await store.reserve(key, rule.max, rule.windowMs).catch((error: unknown) => {
            // The store failed (Redis down): answer the call rather than refuse everyone; the log says so.
            request.log.error({ err: error, limit: rule.name }, 'abuse limit store failed; not counted');
            return null;
          });
          if (reservation && !reservation.taken) {
            await release(request, places.splice(0));
            const retryAfterSeconds = Math.max(1, Math.ceil(reservation.retryAfterMs / 1000));
            void reply.header('Retry-After', String(retryAfterSeconds));
            throw tooMany(rule, retryAfterSeconds);
          }
          // A request rule's place is kept whatever the answer; a failure rule's waits for it.
          if (reservation && rule.counts === 'failures') {
            places.push({ rule, key });
          }
        }
      };

    const rules = abuseLimitRules(config).map((rule) => ({ rule, used: false }));

    app.addHook('onRoute', (route) => {
      const matching = rules.filter((entry) => ruleMatches(entry.rule, route));
      if (matching.length === 0) {
        return;
      }
      for (const entry of matching) {
        entry.used = true;
      }
      const routeRules = matching.map((entry) => entry.rule);
      addHook(route, 'preHandler', reserveAll(routeRules));
      if (routeRules.some((rule) => rule.counts === 'failures')) {
        // A refusal the rule counts keeps its place; every other answer (a success) gives it back.
        addHook(route, 'onError', async (request, _reply, error) => {
          const places = held.get(request) ?? [];
          const code = error instanceof AppError ? error.code : null;
          held.set(
            request,
            places.filter((place) => !code || !(place.rule.failureCodes ?? []).includes(code)),
          );
        });
        addHook(route, 'onSend', async (request, _reply, payload) => {
          const places = held.get(request);
          held.delete(request);
          if (places) {
            await release(request, places);
          }
          return payload;
        });
      }
      declareRefusal(route);
    });

    // A renamed route must not quietly lose its limit.
    app.addHook('onReady', (ready) => {
      const unused = rules.filter((entry) => !entry.used).map((entry) => entry.rule.name);
      ready(unused.length > 0 ? new Error(`abuse limits match no route: ${unused.join(', ')}`) : undefined);
    });
  },
  { name: 'abuse-limits' },
);

type RouteHooks = {
  preHandler: preHandlerAsyncHookHandler;
  onError: onErrorAsyncHookHandler;
  onSend: onSendAsyncHookHandler;
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
