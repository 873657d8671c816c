// The console's message outbox: the paged list by channel, recipient digits and template, and a resend of an
// SMS or Alimtalk message through the provider of its channel (a new message naming the original). Every
// call checks who asks; a resend writes one audit row, none when refused; a second click is a clean 409.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_OUTBOX_MESSAGES, api, type RouteInput, maskPhone } from '@autobid/shared';
import { auditLog, notificationOutbox } from '../src/db/schema';
import { outboxAlimtalk, type AlimtalkSender } from '../src/providers/messaging';
import { outboxSms, type SmsSender } from '../src/providers/sms';
import { createDealer, createOperator, createSeller } from './factories';
import type { CallAs } from './helpers/call';
import { createTestContext, type TestContext } from './helpers/test-app';

type Headers = { authorization: string } | Record<string, never>;

describe('operator console: outbox', () => {
  let ctx: TestContext;
  let staff: Headers;
  const sms = vi.fn<SmsSender>((db, message) => outboxSms(db, message));
  const alimtalk = vi.fn<AlimtalkSender>((db, message) => outboxAlimtalk(db, message));

  beforeAll(async () => {
    ctx = await createTestContext({ providers: { sms, alimtalk } });
    staff = await ctx.auth((await createOperator(ctx.db, { role: 'STAFF' })).id, 'operator');
  });
  afterAll(async () => ctx.close());

  type OutboxQuery = RouteInput<typeof api.consoleOutbox.list>['query'];
  const list = async (query: OutboxQuery) => (await ctx.call(api.consoleOutbox.list, { query }, staff)).data;
  /** A resend by id; a test of the id's rules sends one the schema refuses. */
  const resend = (id: number | string, as: CallAs = staff) =>
    ctx.call(api.consoleOutbox.resend, { params: { id: String(id) } }, as);

  let phones = 0;
  /** A phone number no other test of this file uses. */
  const phone = () => `0109${String(Date.now() % 1000).padStart(3, '0')}${String(++phones).padStart(4, '0')}`;
  const insertMessage = async (
    values: Partial<typeof notificationOutbox.$inferInsert> & { recipient: string },
  ) => {
    const [row] = await ctx.db
      .insert(notificationOutbox)
      .values({
        channel: 'SMS',
        template: 'PHONE_CODE',
        body: '[오토비드] 인증번호 [1234]를 입력해주세요.',
        ...values,
      })
      .returning();
    return row!;
  };
  const resendsOf = (id: number) =>
    ctx.db
      .select()
      .from(notificationOutbox)
      .where(sql`${notificationOutbox.payload}->>'resendOf' = ${String(id)}`);
  const auditOf = (id: number) =>
    ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'OUTBOX'), eq(auditLog.targetId, String(id))));

  it('refuses every call without an operator token: none 401, a dealer 403, a seller 403', async () => {
    const message = await insertMessage({ recipient: phone() });
    const dealer = await createDealer(ctx.db);
    const seller = await createSeller(ctx.db);
    const others: Headers[] = [{}, await ctx.auth(dealer.id, 'dealer'), await ctx.auth(seller.id, 'seller')];
    const calls = {
      list: (as: CallAs) => ctx.call(api.consoleOutbox.list, {}, as),
      resend: (as: CallAs) => resend(message.id, as),
    };
    for (const [name, send] of Object.entries(calls)) {
      const statuses = [];
      for (const headers of others) {
        statuses.push((await send(headers)).status);
      }
      expect(statuses, name).toEqual([401, 403, 403]);
    }
    expect(await resendsOf(message.id)).toHaveLength(0);
    expect(await auditOf(message.id)).toHaveLength(0);
  });

  describe('list', () => {
    it('pages newest first, filtered by channel, recipient digits (anywhere, hyphens allowed) and template', async () => {
      const to = phone();
      const code = await insertMessage({ recipient: to });
      const notice = await insertMessage({
        recipient: to,
        channel: 'ALIMTALK',
        template: 'DEAL_SELECTED',
        body: '[오토비드] 낙찰되었습니다.',
        link: 'http://localhost:3000/alimtalk/auction/detail/abc',
      });
      const other = await insertMessage({
        recipient: phone(),
        channel: 'ALIMTALK',
        template: 'DEAL_SELECTED',
      });

      const mine = await list({ phone: to });
      expect(mine.items.map((item) => item.id)).toEqual([notice.id, code.id]);
      expect(mine.total).toBe(2);
      expect(mine.items[0]).toEqual({
        id: notice.id,
        channel: 'ALIMTALK',
        // The console never answers a full phone (docs/domain.md "Contact relay").
        recipient: maskPhone(to),
        template: 'DEAL_SELECTED',
        body: '[오토비드] 낙찰되었습니다.',
        link: 'http://localhost:3000/alimtalk/auction/detail/abc',
        resendOf: null,
        fallbackOf: null,
        // Written by a local stand-in: delivered at once (docs/domain.md "Message delivery").
        deliveryStatus: 'SENT',
        attempts: 0,
        provider: 'local',
        providerMessageId: null,
        lastAnswer: '',
        nextAttemptAt: null,
        sentAt: null,
        createdAt: notice.createdAt.toISOString(),
      });
      // The last digits, or the number typed with hyphens.
      expect((await list({ phone: to.slice(-8) })).items.map((item) => item.id)).toEqual([
        notice.id,
        code.id,
      ]);
      const hyphenated = `${to.slice(0, 3)}-${to.slice(3, 7)}-${to.slice(7)}`;
      expect((await list({ phone: hyphenated })).total).toBe(2);
      expect((await list({ phone: to, channel: 'SMS' })).items.map((item) => item.id)).toEqual([code.id]);
      const selected = await list({ channel: 'ALIMTALK', template: 'DEAL_SELECTED', size: 100 });
      expect(selected.items.map((item) => item.id)).toEqual(expect.arrayContaining([notice.id, other.id]));
      expect(
        selected.items.every((item) => item.channel === 'ALIMTALK' && item.template === 'DEAL_SELECTED'),
      ).toBe(true);

      const first = await list({ phone: to, size: 1 });
      const second = await list({ phone: to, size: 1, page: 2 });
      expect(first).toMatchObject({ total: 2, page: 1, size: 1, isLast: false });
      expect(second).toMatchObject({ total: 2, page: 2, isLast: true });
      expect(second.items[0]!.id).toBe(code.id);
    });

    it('refuses a bad query with its Korean message', async () => {
      const cases: [query: string, message: string][] = [
        ['channel=FAX', ADMIN_OUTBOX_MESSAGES.badChannel],
        ['phone=010abcd', ADMIN_OUTBOX_MESSAGES.phoneDigits],
        ['phone=%25', ADMIN_OUTBOX_MESSAGES.phoneDigits],
        [`phone=${'1'.repeat(21)}`, ADMIN_OUTBOX_MESSAGES.phoneDigits],
        [`template=${'A'.repeat(101)}`, ADMIN_OUTBOX_MESSAGES.templateTooLong],
        ['size=1000', '페이지 크기가 올바르지 않습니다.'],
        ['page=-1', '페이지 번호가 올바르지 않습니다.'],
      ];
      for (const [query, message] of cases) {
        // Raw query strings the schema refuses, as they arrive on the wire.
        const answer = await ctx.call(api.consoleOutbox.list, {}, staff, { rawQuery: `?${query}` });
        expect({ query, code: answer.status, message: answer.message }).toEqual({
          query,
          code: 400,
          message,
        });
      }
    });
  });

  describe('resend', () => {
    it('sends an SMS again through the SMS provider, naming the original; one audit row; a second click is a 409', async () => {
      const to = phone();
      const original = await insertMessage({ recipient: to, payload: { purpose: 'SIGNUP' } });
      sms.mockClear();
      const answer = await resend(original.id);
      expect(answer.status).toBe(200);
      const data = answer.data;
      expect(data).toMatchObject({
        resendOf: original.id,
        message: {
          channel: 'SMS',
          recipient: maskPhone(to),
          template: 'PHONE_CODE',
          body: original.body,
          link: null,
          resendOf: original.id,
        },
      });
      expect(sms).toHaveBeenCalledTimes(1);
      expect(sms.mock.calls[0]![1]).toEqual({
        to,
        template: 'PHONE_CODE',
        body: original.body,
        payload: { purpose: 'SIGNUP', resendOf: original.id },
      });
      const [row] = await resendsOf(original.id);
      expect(row).toMatchObject({ id: data.message!.id, channel: 'SMS', recipient: to });
      expect((await list({ phone: to })).items.map((item) => [item.id, item.resendOf])).toEqual([
        [row!.id, original.id],
        [original.id, null],
      ]);
      const audit = await auditOf(original.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        action: 'OUTBOX_RESEND',
        targetType: 'OUTBOX',
        targetLabel: `PHONE_CODE → ${to}`,
        before: null,
        after: { channel: 'SMS', recipient: to, resentId: row!.id },
      });

      const twice = await resend(original.id);
      expect(twice).toMatchObject({
        status: 409,
        errorCode: 'ADMIN_CONFLICT',
        message: ADMIN_OUTBOX_MESSAGES.resentJustNow,
      });
      expect(await resendsOf(original.id)).toHaveLength(1);
      expect(await auditOf(original.id)).toHaveLength(1);
      expect(sms).toHaveBeenCalledTimes(1);
    });

    it('sends an Alimtalk message again with its code link through the Alimtalk provider', async () => {
      const to = phone();
      const original = await insertMessage({
        recipient: to,
        channel: 'ALIMTALK',
        template: 'DEAL_CONFIRMED',
        body: '[오토비드] 수수료를 입금해주세요.',
        link: 'http://localhost:3000/alimtalk/auction/detail/xyz',
      });
      alimtalk.mockClear();
      const answer = await resend(original.id);
      expect(answer.status).toBe(200);
      expect(alimtalk).toHaveBeenCalledTimes(1);
      expect(answer.data.message).toMatchObject({
        channel: 'ALIMTALK',
        template: 'DEAL_CONFIRMED',
        link: 'http://localhost:3000/alimtalk/auction/detail/xyz',
        resendOf: original.id,
      });
      expect(await auditOf(original.id)).toHaveLength(1);
    });

    it('refuses a 1-won memo (409), an unknown message (404) and a bad id (400), sending and writing nothing', async () => {
      const memo = await insertMessage({
        recipient: '94320200123456',
        channel: 'BANK',
        template: 'BANK_ACCOUNT_VERIFY',
        body: '[오토비드] 1원 입금 확인 문구: 사과나무',
      });
      sms.mockClear();
      alimtalk.mockClear();
      expect(await resend(memo.id)).toMatchObject({
        status: 409,
        errorCode: 'ADMIN_CONFLICT',
        message: ADMIN_OUTBOX_MESSAGES.bankNotResendable,
      });
      expect(await resend(2_000_000_000)).toMatchObject({
        status: 404,
        message: ADMIN_OUTBOX_MESSAGES.messageNotFound,
      });
      expect((await resend('abc')).status).toBe(400);
      expect((await resend(0)).status).toBe(400);
      expect(sms).not.toHaveBeenCalled();
      expect(alimtalk).not.toHaveBeenCalled();
      expect(await resendsOf(memo.id)).toHaveLength(0);
      expect(await auditOf(memo.id)).toHaveLength(0);
    });

    it('sends once when two clicks arrive together', async () => {
      const original = await insertMessage({ recipient: phone() });
      const answers = await Promise.all([resend(original.id), resend(original.id)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(await resendsOf(original.id)).toHaveLength(1);
      expect(await auditOf(original.id)).toHaveLength(1);
    });
  });
});
