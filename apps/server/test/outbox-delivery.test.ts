// The outbox as a delivery queue (docs/domain.md "Message delivery"): with a real provider (Solapi against its
// fake), the senders write QUEUED rows in the caller's transaction, the worker sends them, retries with back-off,
// marks SENT or FAILED with the provider's answer, falls back to SMS for a refused Alimtalk, and every message
// leaves once; the console lists failed messages first with their state, and a resend goes through the queue.
import { api } from '@autobid/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox } from '../src/db/schema';
import {
  deliverDueMessages,
  DELIVERY_BACKOFF_SECONDS,
  DELIVERY_MAX_ATTEMPTS,
} from '../src/modules/outbox/outbox.public';
import { startOutboxDelivery } from '../src/jobs/outbox-delivery';
import type { DeliveryResult, DeliveryTransport } from '../src/providers/delivery';
import { createSolapiTransport } from '../src/providers/solapi';
import { createOperator } from './factories';
import { startSolapiFake, type SolapiFake } from './fakes/solapi';
import { createTestContext, type TestContext } from './helpers/test-app';

const SENDER = '0212345678';
let fake: SolapiFake;
let ctx: TestContext;
let staff: { authorization: string };

beforeAll(async () => {
  fake = await startSolapiFake({
    apiKey: 'NCSTESTKEY0001',
    apiSecret: 'test-secret-0123456789abcdef',
    senders: [SENDER],
  });
  const solapi = createSolapiTransport({
    apiKey: 'NCSTESTKEY0001',
    apiSecret: 'test-secret-0123456789abcdef',
    sender: SENDER,
    pfId: 'KA01PF0000000000',
    templateIds: { DEAL_SELECTED: 'KA01TP0000000001' },
    baseUrl: fake.url,
    // Long enough that a busy host (the suite's files in parallel on two cores) never turns a send into a retry;
    // no case here waits for it (the lease case uses a transport of its own).
    timeoutMs: 3000,
  });
  ctx = await createTestContext({ providers: { delivery: { SMS: solapi, ALIMTALK: solapi } } });
  staff = await ctx.auth((await createOperator(ctx.db, { role: 'STAFF' })).id, 'operator');
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

let phones = 0;
const phone = () => `0107${String(Date.now() % 1000).padStart(3, '0')}${String(++phones).padStart(4, '0')}`;
const SECOND = 1000;

/** One pass of the worker, judging due times by `now` (the database's clock when omitted). */
const run = (now?: Date, batchSize?: number) =>
  deliverDueMessages(ctx.db, { transports: ctx.providers.delivery, now, batchSize });

const latestTo = async (recipient: string, channel = 'SMS') => {
  const [row] = await ctx.db
    .select()
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.recipient, recipient), eq(notificationOutbox.channel, channel)))
    .orderBy(desc(notificationOutbox.id))
    .limit(1);
  return row!;
};
const byId = async (id: number) =>
  (await ctx.db.select().from(notificationOutbox).where(eq(notificationOutbox.id, id)))[0]!;
const sends = (id: number) => fake.sendsByOutboxId().get(String(id)) ?? 0;
const sendSms = async (to: string) => {
  await ctx.providers.sms(ctx.db, { to, template: 'PHONE_CODE_SIGNUP', body: '[오토비드] 인증번호 [1234]' });
  return latestTo(to);
};
const isGroupCreate = (method: string, path: string) => method === 'POST' && path === '/messages/v4/groups';

describe('message delivery through the queue', () => {
  it('a code request answers at once while Solapi is down; the SMS waits QUEUED, is retried after 30 s and sent once', async () => {
    const to = phone();
    fake.fail('5xx', isGroupCreate);
    const answer = await ctx.call(api.dealers.requestSignupCode, { body: { phone: to } });
    expect(answer.status).toBe(200);
    const queued = await latestTo(to);
    expect(queued).toMatchObject({ status: 'QUEUED', provider: 'solapi', attempts: 0, sentAt: null });

    const t0 = new Date();
    expect(await run(t0)).toMatchObject({ retried: [queued.id], sent: [] });
    const waiting = await byId(queued.id);
    expect(waiting).toMatchObject({ status: 'QUEUED', attempts: 1, lockedUntil: null });
    expect(waiting.lastAnswer).toContain('HTTP 500 InternalError');
    expect(waiting.nextAttemptAt!.getTime() - t0.getTime()).toBe(DELIVERY_BACKOFF_SECONDS[0] * SECOND);

    expect((await run(new Date(t0.getTime() + 10 * SECOND))).claimed).toBe(0);
    expect(await run(new Date(t0.getTime() + 31 * SECOND))).toMatchObject({ sent: [queued.id] });
    const sent = await byId(queued.id);
    expect(sent).toMatchObject({ status: 'SENT', attempts: 2, lockedUntil: null, nextAttemptAt: null });
    expect(sent.providerMessageId).toMatch(/^M4V/);
    expect(sent.sentAt).not.toBeNull();
    expect(sent.lastAnswer).toContain('2000');
    expect(sends(queued.id)).toBe(1);
    expect(fake.delivered.find((m) => m.customFields.outboxId === String(queued.id))!.text).toBe(queued.body);
  });

  it('a message out of tries is FAILED with the last answer', async () => {
    const row = await sendSms(phone());
    fake.fail('5xx', isGroupCreate, DELIVERY_MAX_ATTEMPTS);
    let now = Date.now();
    for (let i = 0; i < DELIVERY_MAX_ATTEMPTS; i += 1) {
      await run(new Date(now));
      now += 5 * 3600 * SECOND;
    }
    const failed = await byId(row.id);
    expect(failed).toMatchObject({ status: 'FAILED', attempts: DELIVERY_MAX_ATTEMPTS, nextAttemptAt: null });
    expect(failed.lastAnswer).toMatch(new RegExp(`^${DELIVERY_MAX_ATTEMPTS}회 시도 후 실패: HTTP 500`));
    expect(sends(row.id)).toBe(0);
  });

  it('a refused number is FAILED at once with Solapi’s reason', async () => {
    const to = phone();
    fake.refuse(to, '3010');
    const row = await sendSms(to);
    expect(await run()).toMatchObject({ failed: [row.id] });
    expect(await byId(row.id)).toMatchObject({
      status: 'FAILED',
      attempts: 1,
      lastAnswer: '3010 수신번호 형식 오류',
    });
    expect(sends(row.id)).toBe(0);
  });

  it('an Alimtalk KakaoTalk refuses is FAILED and its text (with the link) goes out as an SMS', async () => {
    const to = phone();
    fake.refuse(to, '1043', 'ATA');
    await ctx.providers.alimtalk(ctx.db, {
      to,
      template: 'DEAL_SELECTED',
      body: '[오토비드] 낙찰되었습니다.',
      link: 'http://localhost:3000/c/abc',
      payload: { auctionId: 7 },
    });
    const alimtalk = await latestTo(to, 'ALIMTALK');
    expect(alimtalk.status).toBe('QUEUED');
    expect(await run()).toMatchObject({ failed: [alimtalk.id] });
    expect(await byId(alimtalk.id)).toMatchObject({
      status: 'FAILED',
      lastAnswer: '1043 등록한 템플릿과 내용이 다릅니다.',
    });
    const fallback = await latestTo(to, 'SMS');
    expect(fallback).toMatchObject({
      status: 'QUEUED',
      template: 'DEAL_SELECTED',
      body: '[오토비드] 낙찰되었습니다.\nhttp://localhost:3000/c/abc',
      payload: { auctionId: 7, fallbackOf: alimtalk.id },
    });
    expect(await run()).toMatchObject({ sent: [fallback.id] });
    expect(sends(fallback.id)).toBe(1);
    expect(sends(alimtalk.id)).toBe(0);
  });

  it('workers running at once send every message exactly once', async () => {
    const rows = await Promise.all(Array.from({ length: 12 }, () => sendSms(phone())));
    const drain = async () => {
      while ((await run(undefined, 3)).claimed > 0) {
        // until nothing is due
      }
    };
    await Promise.all([drain(), drain(), drain()]);
    for (const row of rows) {
      expect(await byId(row.id)).toMatchObject({ status: 'SENT', attempts: 1 });
      expect(sends(row.id)).toBe(1);
    }
  });

  it('a worker whose lease ran out changes nothing: the try that took the row over decides', async () => {
    const row = await sendSms(phone());
    let release!: (result: DeliveryResult) => void;
    let remembered!: () => void;
    const started = new Promise<void>((resolve) => (remembered = resolve));
    const slow: DeliveryTransport = {
      name: 'slow',
      async deliver(message, attempt) {
        await attempt?.remember('G-slow');
        remembered();
        return new Promise((resolve) => (release = resolve));
      },
    };
    const quick: DeliveryTransport = {
      name: 'quick',
      deliver: (message) =>
        Promise.resolve({
          kind: 'sent',
          providerMessageId: `M-quick-${message.providerMessageId}`,
          answer: 'ok',
        }),
    };
    const t0 = new Date();
    const first = deliverDueMessages(ctx.db, { transports: { SMS: slow }, now: t0, leaseSeconds: 5 });
    await started;
    const second = await deliverDueMessages(ctx.db, {
      transports: { SMS: quick },
      now: new Date(t0.getTime() + 6 * SECOND),
    });
    expect(second.sent).toEqual([row.id]);
    release({ kind: 'refused', answer: 'too late' });
    expect((await first).failed).toEqual([]);
    expect(await byId(row.id)).toMatchObject({
      status: 'SENT',
      attempts: 2,
      providerMessageId: 'M-quick-G-slow',
      lastAnswer: 'ok',
    });
  });
});

describe('the delivery worker', () => {
  it('sends a message soon after this process wrote it, without waiting for its poll; stops cleanly', async () => {
    const quiet = { info: () => undefined, error: () => undefined, debug: () => undefined };
    // A poll far away: only the wake-up of the write can deliver the message in time.
    const worker = startOutboxDelivery({
      db: ctx.db,
      transports: ctx.providers.delivery,
      logger: quiet,
      pollMs: 60_000,
    });
    await worker.runNow();
    const row = await sendSms(phone());
    const deadline = Date.now() + 3000;
    while ((await byId(row.id)).status === 'QUEUED' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await byId(row.id)).toMatchObject({ status: 'SENT', attempts: 1 });
    expect(sends(row.id)).toBe(1);
    await worker.stop();
    expect(await worker.runNow()).toBeUndefined();
  });
});

describe('console outbox with delivery states', () => {
  it('lists failed messages first, each with its state, tries and the provider’s answer', async () => {
    const { data } = await ctx.call(api.consoleOutbox.list, { query: { size: 100 } }, staff);
    const states = data.items.map((item) => item.deliveryStatus);
    const firstOther = states.findIndex((state) => state !== 'FAILED');
    expect(states.slice(0, firstOther).length).toBeGreaterThanOrEqual(3);
    expect(states.slice(firstOther)).not.toContain('FAILED');
    const refused = data.items.find((item) => item.lastAnswer === '3010 수신번호 형식 오류')!;
    expect(refused).toMatchObject({
      deliveryStatus: 'FAILED',
      attempts: 1,
      provider: 'solapi',
      channel: 'SMS',
    });
    const sent = data.items.find((item) => item.deliveryStatus === 'SENT')!;
    expect(sent.providerMessageId).toBeTruthy();
    expect(sent.sentAt).not.toBeNull();
    const fallback = data.items.find((item) => item.fallbackOf !== null)!;
    expect(fallback.channel).toBe('SMS');
  });

  it('a resend of a failed message goes through the queue and is delivered by the worker', async () => {
    const to = phone();
    fake.refuse(to, '3010');
    const original = await sendSms(to);
    await run();
    expect((await byId(original.id)).status).toBe('FAILED');
    fake.accept(to);
    const answer = await ctx.call(api.consoleOutbox.resend, { params: { id: String(original.id) } }, staff);
    expect(answer.status).toBe(200);
    expect(answer.data.message).toMatchObject({
      deliveryStatus: 'QUEUED',
      attempts: 0,
      resendOf: original.id,
      provider: 'solapi',
    });
    const resentId = answer.data.message!.id;
    expect(await run()).toMatchObject({ sent: [resentId] });
    expect(sends(resentId)).toBe(1);
  });
});
