// GET /metrics (docs/decisions/034): 404 unset, Bearer METRICS_TOKEN on the main port or the internal
// METRICS_PORT, the named series moving; the request id in the error envelope, the header and the log lines.
// Calls /metrics with app.inject and fetch: the tests are about the transport (no route table entry).
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@autobid/shared';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { notificationOutbox } from '../src/db/schema';
import { startScheduler } from '../src/jobs/scheduler';
import { listenMetricsPort, type MetricsListener } from '../src/plugins/metrics';
import { createDealer, createLiveAuction } from './factories';
import { joinAuctionRoom } from './helpers/auction-socket';
import { createTestContext, testConfig, type TestContext } from './helpers/test-app';

const TOKEN = 'metrics-token-0123456789abcdef';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The value of one series of a Prometheus text answer (labels matched exactly), or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) {
      continue;
    }
    const found: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      found[pair[1]!] = pair[2]!;
    }
    const wanted = Object.entries(labels);
    if (wanted.length === Object.keys(found).length && wanted.every(([key, value]) => found[key] === value)) {
      return Number(match[3]);
    }
  }
  return undefined;
}

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) {
      throw new Error('condition not met in time');
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  it('answers 404, token or not, and never the web app page', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }, { accept: 'text/html' }]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 404, errorCode: 'ROUTE_NOT_FOUND' });
    }
  });
});

describe('GET /metrics with METRICS_TOKEN on the main port', () => {
  let ctx: TestContext;
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    ctx = await createTestContext({ config: { METRICS_TOKEN: TOKEN } });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) {
      socket.disconnect();
    }
    await ctx.close();
  });

  const scrape = async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };

  it('answers 401 without the token, with a wrong one or another scheme', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong-token-0123456789abcdef',
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Basic ${TOKEN}`,
      TOKEN,
    ]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json()).toMatchObject({ code: 401, errorCode: 'UNAUTHORIZED' });
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('autobid_');
    }
  });

  it('counts a request under its route pattern and status, with its latency', async () => {
    const dealer = await createDealer(ctx.db);
    const route = `/api${api.auctions.detail.path}`;
    const labels = { method: 'GET', route, status: '404' };
    const before = sample(await scrape(), 'autobid_http_requests_total', labels) ?? 0;
    const res = await ctx.call(api.auctions.detail, { params: { id: 987_654 } }, dealer.id);
    expect(res.status).toBe(404);
    const text = await scrape();
    expect(sample(text, 'autobid_http_requests_total', labels)).toBe(before + 1);
    expect(
      sample(text, 'autobid_http_request_duration_seconds_count', { method: 'GET', route }),
    ).toBeGreaterThanOrEqual(1);
    // The pattern, never the raw URL.
    expect(text).not.toContain('/api/v1/dealers/auction/987654');
    expect(text).toContain('autobid_http_request_duration_seconds_bucket{le="0.005",method="GET"');
  });

  it('counts a bid accepted and one refused by its errorCode', async () => {
    const auction = await createLiveAuction(ctx.db);
    const dealer = await createDealer(ctx.db);
    const unverified = await createDealer(ctx.db, { isBankAccountAuth: false });
    const accepted = { action: 'place', outcome: 'accepted', error_code: '' };
    const refused = { action: 'place', outcome: 'refused', error_code: 'BANK_ACCOUNT_REQUIRED' };
    const text0 = await scrape();
    const place = (dealerId: number) =>
      ctx.call(api.auctions.placeBid, { params: { id: auction.id }, body: { price: 100_000 } }, dealerId);
    expect((await place(dealer.id)).status).toBe(201);
    expect((await place(unverified.id)).status).toBe(409);
    const text1 = await scrape();
    expect(sample(text1, 'autobid_bids_total', accepted)).toBe(
      (sample(text0, 'autobid_bids_total', accepted) ?? 0) + 1,
    );
    expect(sample(text1, 'autobid_bids_total', refused)).toBe(
      (sample(text0, 'autobid_bids_total', refused) ?? 0) + 1,
    );
  });

  it('shows queued and failed outbox messages by channel, read at scrape time', async () => {
    const queued = { channel: 'ALIMTALK', status: 'QUEUED' };
    const failed = { channel: 'SMS', status: 'FAILED' };
    const text0 = await scrape();
    expect(sample(text0, 'autobid_outbox_messages', queued)).toBeTypeOf('number');
    await ctx.db.insert(notificationOutbox).values([
      { channel: 'ALIMTALK', recipient: '01012345678', template: 'T', body: '대기', status: 'QUEUED' },
      {
        channel: 'SMS',
        recipient: '01012345678',
        template: 'T',
        body: '실패',
        status: 'FAILED',
        attempts: 5,
      },
      { channel: 'SMS', recipient: '01012345678', template: 'T', body: '보냄', status: 'SENT' },
    ]);
    const text1 = await scrape();
    expect(sample(text1, 'autobid_outbox_messages', queued)).toBe(
      sample(text0, 'autobid_outbox_messages', queued)! + 1,
    );
    expect(sample(text1, 'autobid_outbox_messages', failed)).toBe(
      sample(text0, 'autobid_outbox_messages', failed)! + 1,
    );
    expect(sample(text1, 'autobid_outbox_messages', { channel: 'SMS', status: 'SENT' })).toBeUndefined();
    expect(
      sample(text1, 'autobid_outbox_oldest_queued_age_seconds', { channel: 'ALIMTALK' }),
    ).toBeGreaterThanOrEqual(0);
  });

  it('shows a connected socket, the database pool and the process series', async () => {
    const dealer = await createDealer(ctx.db);
    const auction = await createLiveAuction(ctx.db);
    expect(sample(await scrape(), 'autobid_socket_connections', { role: 'dealer' })).toBe(0);
    const socket = await joinAuctionRoom(
      url,
      { token: await ctx.token(dealer.id), auctionId: auction.id },
      sockets,
    );
    const text = await scrape();
    expect(sample(text, 'autobid_socket_connections', { role: 'dealer' })).toBe(1);
    socket.disconnect();
    await waitFor(async () => sample(await scrape(), 'autobid_socket_connections', { role: 'dealer' }) === 0);

    const driver = { driver: ctx.database.kind };
    expect(sample(text, 'autobid_db_pool_connections', driver)).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'autobid_db_pool_idle_connections', driver)).toBeTypeOf('number');
    expect(sample(text, 'autobid_db_pool_waiting_clients', driver)).toBe(0);
    expect(sample(text, 'autobid_db_pool_max_connections', driver)).toBe(
      ctx.database.kind === 'postgres' ? 10 : 1,
    );
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('nodejs_heap_size_used_bytes');
  });

  it('shows how late the clock job ran against its due time, each run logged with its own id', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = {
      info: () => undefined,
      error: () => undefined,
      debug: () => undefined,
      child: (bindings: Record<string, unknown>) => ({
        info: () => undefined,
        error: () => undefined,
        debug: (fields: Record<string, unknown>, message: string) =>
          lines.push({ ...bindings, ...fields, message }),
      }),
    };
    const scheduler = startScheduler({
      db: ctx.db,
      auctionEvents: ctx.app.auctionEvents,
      alimtalk: ctx.providers.alimtalk,
      logger: logger as never,
      intervalMs: 30,
      onJobRun: (run) => ctx.app.metrics.observeJobRun(run),
    });
    try {
      // The first pass is the catch-up (no due time); the timer's passes after it have one.
      await waitFor(
        async () => (sample(await scrape(), 'autobid_job_lag_seconds_count', { job: 'clock' }) ?? 0) >= 2,
      );
    } finally {
      await scheduler.stop();
    }
    const text = await scrape();
    expect(sample(text, 'autobid_job_lag_seconds_sum', { job: 'clock' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'autobid_job_runs_total', { job: 'clock', outcome: 'ok' })).toBeGreaterThanOrEqual(3);
    expect(sample(text, 'autobid_job_last_run_timestamp_seconds', { job: 'clock' })).toBeGreaterThan(
      Date.now() / 1000 - 60,
    );
    const runs = lines.filter((line) => line.message === 'job run done' && line.job === 'clock');
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(runs[0]!.lagMs).toBeNull();
    expect(runs[1]!.lagMs).toBeTypeOf('number');
    const ids = runs.map((line) => line.jobRunId);
    expect(ids.every((id) => typeof id === 'string' && UUID.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('GET /metrics on the internal METRICS_PORT', () => {
  let ctx: TestContext;
  let open: MetricsListener;
  let guarded: MetricsListener;
  beforeAll(async () => {
    // The main port's /metrics goes away as soon as a metrics port is configured; the test opens it on port 0.
    ctx = await createTestContext({ config: { METRICS_TOKEN: TOKEN, METRICS_PORT: 9464 } });
    open = await listenMetricsPort(ctx.app.metrics, { port: 0, host: '127.0.0.1' });
    guarded = await listenMetricsPort(ctx.app.metrics, { port: 0, host: '127.0.0.1', token: TOKEN });
  });
  afterAll(async () => {
    await open.close();
    await guarded.close();
    await ctx.close();
  });

  it('is not on the main port then, token or not', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(404);
  });

  it('serves the series on the internal port; with METRICS_TOKEN it asks for it there too', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const plain = await fetch(`http://127.0.0.1:${open.port}/metrics`);
    expect(plain.status).toBe(200);
    const text = await plain.text();
    expect(
      sample(text, 'autobid_http_requests_total', { method: 'GET', route: '/api/health', status: '200' }),
    ).toBe(1);
    expect(text).toContain('autobid_outbox_messages{');

    expect((await fetch(`http://127.0.0.1:${guarded.port}/metrics`)).status).toBe(401);
    const wrong = await fetch(`http://127.0.0.1:${guarded.port}/metrics`, {
      headers: { authorization: 'Bearer wrong-token-0123456789abcdef' },
    });
    expect(wrong.status).toBe(401);
    const right = await fetch(`http://127.0.0.1:${guarded.port}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain('autobid_http_requests_total');
    expect((await fetch(`http://127.0.0.1:${open.port}/api/health`)).status).toBe(404);
  });
});

describe('the request id', () => {
  let ctx: TestContext;
  let logged: FastifyInstance;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    ctx = await createTestContext();
    // A second app on the same database whose log lines are captured (pino writes one JSON line each).
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
          lines.push(JSON.parse(line) as Record<string, unknown>);
        }
        done();
      },
    });
    logged = await buildApp({
      config: ctx.config,
      db: ctx.db,
      dbKind: ctx.database.kind,
      providers: ctx.providers,
      clock: ctx.clock,
      logger: { level: 'info', stream },
    });
    await logged.ready();
  });
  afterAll(async () => {
    await logged.close();
    await ctx.close();
  });

  it('is in every error envelope and the X-Request-Id header: a new UUID, or a sane one the proxy sent', async () => {
    const fresh = await ctx.app.inject({ method: 'GET', url: '/api/v1/does-not-exist' });
    expect(fresh.statusCode).toBe(404);
    const id = fresh.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(fresh.json()).toEqual({
      code: 404,
      message: '요청하신 경로를 찾을 수 없습니다.',
      data: null,
      errorCode: 'ROUTE_NOT_FOUND',
      requestId: id,
    });

    const proxied = await ctx.call(api.auctions.detail, { params: { id: 1 } }, null, {
      headers: { 'x-request-id': 'lb-7f3a.2026:abc' },
    });
    expect(proxied.status).toBe(401);
    expect(proxied.response.headers['x-request-id']).toBe('lb-7f3a.2026:abc');
    expect(proxied.response.json()).toMatchObject({
      errorCode: 'UNAUTHORIZED',
      requestId: 'lb-7f3a.2026:abc',
    });

    for (const insane of ['has space', 'quote"d', 'x'.repeat(129), '줄바꿈']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/does-not-exist',
        headers: { 'x-request-id': encodeURI(insane) === insane ? insane : encodeURIComponent(insane) + ' ' },
      });
      expect(res.headers['x-request-id'], insane).toMatch(UUID);
      expect(res.json<{ requestId: string }>().requestId).toBe(res.headers['x-request-id']);
    }

    // A router refusal (a malformed %-escape) and a success carry it too.
    const malformed = await ctx.app.inject({ method: 'GET', url: '/api/v1/dealers/auction/%ZZ/winner' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ requestId: string }>().requestId).toBe(malformed.headers['x-request-id']);
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['x-request-id']).toMatch(UUID);
  });

  it('is on every log line of the request', async () => {
    const res = await logged.inject({
      method: 'GET',
      url: '/api/v1/dealers/auction/1',
      headers: { 'x-request-id': 'trace-logged-1' },
    });
    expect(res.statusCode).toBe(401);
    const mine = lines.filter((line) => line.requestId === 'trace-logged-1');
    expect(mine.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'refused', 'request completed']),
    );
    // No line of the request without it.
    const unlabelled = lines.filter(
      (line) => line.requestId === undefined && JSON.stringify(line).includes('/api/v1/dealers/auction/1'),
    );
    expect(unlabelled).toEqual([]);
    expect(lines.some((line) => 'reqId' in line)).toBe(false);
  });
});

describe('the metrics configuration', () => {
  const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/autobid-metrics-config' };

  it('takes a token of 16+ printable characters and a port apart from PORT', () => {
    const config = loadConfig({ ...base, METRICS_TOKEN: TOKEN, METRICS_PORT: '9464' });
    expect(config).toMatchObject({ METRICS_TOKEN: TOKEN, METRICS_PORT: 9464, METRICS_HOST: '127.0.0.1' });
    expect(loadConfig(base)).toMatchObject({ METRICS_TOKEN: undefined, METRICS_PORT: undefined });
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 16/,
    );
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'has a space in it 0123' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ ...base, PORT: '3000', METRICS_PORT: '3000' })).toThrow(
      /METRICS_PORT: must differ/,
    );
    expect(testConfig().METRICS_TOKEN).toBeUndefined();
  });
});
