// POST /v1/webhooks/bank-deposits: HMAC over the raw body, 401 and a warn log for a bad signature,
// replays recorded once, 503 while the secret is unset.
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type RouteInput } from '@autobid/shared';
import { buildApp } from '../src/app';
import { deposits } from '../src/db/schema';
import { signWebhookBody } from '../src/modules/deposits/bank-webhook.signature';
import { createCall } from './helpers/call';
import { createTestContext, testConfig, type TestContext } from './helpers/test-app';

describe('bank deposit webhook', () => {
  let ctx: TestContext;
  const logLines: string[] = [];
  let logged: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    ctx = await createTestContext();
    // A second app on the same database whose warn logs are captured.
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logLines.push(chunk.toString('utf8'));
        callback();
      },
    });
    logged = await buildApp({
      config: ctx.config,
      db: ctx.db,
      providers: ctx.providers,
      clock: ctx.clock,
      logger: { level: 'warn', stream },
    });
    await logged.ready();
  });
  afterAll(async () => {
    await logged.close();
    await ctx.close();
  });

  const secret = () => ctx.config.BANK_WEBHOOK_SECRET!;
  // An hour before the test's clock: inside the 24-hour window.
  let received: Date;
  beforeAll(() => {
    received = new Date(ctx.clock.now().getTime() - 3600_000);
  });
  const notice = (transactionId: string, extra: Record<string, unknown> = {}) =>
    JSON.stringify({
      transactionId,
      amount: 170_000,
      depositorName: '김딜러',
      receivedAt: received.toISOString(),
      ...extra,
    });
  /** The notice as the bank sends it: the signed bytes as they are, to this app (the test's by default). */
  const post = (body: string, signature?: string, app: FastifyInstance = ctx.app) =>
    createCall(app, (id, role) => app.tokens.sign({ id, role }))(
      api.bankWebhook.deposit,
      {} as RouteInput<typeof api.bankWebhook.deposit>,
      null,
      {
        headers: {
          'content-type': 'application/json',
          ...(signature === undefined ? {} : { 'x-signature': signature }),
        },
        payload: body,
      },
    );
  const depositsOf = (externalId: string) =>
    ctx.db.select().from(deposits).where(eq(deposits.externalId, externalId));

  it('records a correctly signed deposit, unlinked, with the notice fields', async () => {
    const body = notice('tx-good-1');
    const response = await post(body, signWebhookBody(secret(), body));
    expect(response.status).toBe(200);
    const { data } = response;
    expect(data.duplicate).toBe(false);
    const [row] = await depositsOf('tx-good-1');
    expect(row).toMatchObject({
      id: data.depositId,
      amount: 170_000,
      depositorName: '김딜러',
      source: 'WEBHOOK',
      dealId: null,
    });
    expect(row?.receivedAt.toISOString()).toBe(received.toISOString());
  });

  it('checks the exact bytes: the same JSON re-spaced does not match the signature', async () => {
    const body = notice('tx-bytes');
    const signature = signWebhookBody(secret(), body);
    const respaced = JSON.stringify(JSON.parse(body), null, 2);
    expect((await post(respaced, signature)).status).toBe(401);
    expect(await depositsOf('tx-bytes')).toHaveLength(0);
    expect((await post(body, signature)).status).toBe(200);
  });

  it('refuses a wrong, malformed or missing signature with 401, records nothing and logs a warning', async () => {
    const body = notice('tx-bad');
    const cases = [
      signWebhookBody('another-secret-0123456789', body),
      'sha256=xyz',
      signWebhookBody(secret(), body).replace('sha256=', ''),
      undefined,
    ];
    for (const signature of cases) {
      const response = await post(body, signature, logged);
      expect(response.status, String(signature)).toBe(401);
      expect(response.response.json()).toMatchObject({
        code: 401,
        message: '서명이 올바르지 않습니다.',
        data: null,
      });
    }
    expect(await depositsOf('tx-bad')).toHaveLength(0);
    const warnings = logLines.map(
      (line) => JSON.parse(line) as { level: number; reason?: string; msg: string },
    );
    expect(warnings.filter((line) => line.level === 40).map((line) => line.reason)).toEqual(
      expect.arrayContaining(['mismatch', 'malformed', 'missing']),
    );
    expect(logLines.join('\n')).not.toContain(secret());
  });

  it('records a replayed transaction once and says it was a duplicate', async () => {
    const body = notice('tx-replay');
    const first = await post(body, signWebhookBody(secret(), body));
    const second = await post(body, signWebhookBody(secret(), body));
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const a = first.data;
    const b = second.data;
    expect(b).toEqual({ depositId: a.depositId, duplicate: true, paidAuctionId: null });
    expect(await depositsOf('tx-replay')).toHaveLength(1);
  });

  it('validates the signed body after the signature (400) and leaves other routes on the normal JSON parser', async () => {
    const body = notice('tx-invalid', { amount: 'lots' });
    expect((await post(body, signWebhookBody(secret(), body))).status).toBe(400);
    const broken = '{"transactionId":';
    expect((await post(broken, signWebhookBody(secret(), broken))).status).toBe(400);
    const login = await ctx.call(api.operators.login, { body: { username: 'x', password: 'y' } });
    expect(login.status).toBe(401);
  });

  it('refuses a notice dated more than 24 hours back or ahead of the clock, recording nothing', async () => {
    const now = ctx.clock.now().getTime();
    const cases = [
      ['tx-old', now - 24 * 3600_000 - 60_000],
      ['tx-future', now + 10 * 60_000],
    ] as const;
    for (const [id, at] of cases) {
      const body = notice(id, { receivedAt: new Date(at).toISOString() });
      const response = await post(body, signWebhookBody(secret(), body));
      expect(response.status, id).toBe(400);
      expect(response.response.json()).toMatchObject({
        code: 400,
        message: '입금 시각(receivedAt)이 24시간보다 오래되었거나 미래입니다.',
      });
      expect(await depositsOf(id)).toHaveLength(0);
    }
    // Just inside both edges: recorded.
    for (const [id, at] of [
      ['tx-23h', now - 23 * 3600_000],
      ['tx-skew', now + 60_000],
    ] as const) {
      const body = notice(id, { receivedAt: new Date(at).toISOString() });
      expect((await post(body, signWebhookBody(secret(), body))).status, id).toBe(200);
    }
  });

  it('answers 503 while BANK_WEBHOOK_SECRET is unset', async () => {
    const app = await buildApp({
      config: testConfig({ BANK_WEBHOOK_SECRET: undefined }),
      db: ctx.db,
      providers: ctx.providers,
      clock: ctx.clock,
    });
    try {
      const body = notice('tx-unset');
      const response = await post(body, signWebhookBody(secret(), body), app);
      expect(response.status).toBe(503);
      expect(response.response.json()).toMatchObject({
        code: 503,
        message: '입금 알림 수신이 설정되지 않았습니다.',
      });
      expect(await depositsOf('tx-unset')).toHaveLength(0);
    } finally {
      await app.close();
    }
  });
});
