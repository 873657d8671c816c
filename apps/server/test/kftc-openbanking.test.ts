// The 1-won account check through the KFTC 오픈뱅킹 API (docs/decisions/031), against the in-repo fake
// (fakes/kftc-openbanking.ts): with the adapter configured the message is written QUEUED on the BANK channel,
// and the BANK transport makes the transfer with its memo; the bank's answers map to sent / retry / refused.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@autobid/shared';
import { loadConfig } from '../src/config';
import { notificationOutbox } from '../src/db/schema';
import { deliverDueMessages } from '../src/modules/outbox/outbox.public';
import { createQueuedBankAccountProvider } from '../src/providers/bank-account';
import type { OutboxRow } from '../src/providers/delivery';
import { bankTranId, createOpenBankingTransport } from '../src/providers/kftc-openbanking';
import { createDealer } from './factories';
import { startFakeOpenBanking, type FakeOpenBanking } from './fakes/kftc-openbanking';
import { createTestContext, type TestContext } from './helpers/test-app';

describe('KFTC 오픈뱅킹 1-won transfer', () => {
  let fake: FakeOpenBanking;
  let ctx: TestContext;
  let transport: ReturnType<typeof createOpenBankingTransport>;
  const transportOf = (overrides: Partial<Parameters<typeof createOpenBankingTransport>[0]> = {}) =>
    createOpenBankingTransport({
      baseUrl: fake.url,
      ...fake.options,
      clientName: '오토비드',
      timeoutMs: 400,
      ...overrides,
    });

  beforeAll(async () => {
    fake = await startFakeOpenBanking();
    transport = transportOf();
    ctx = await createTestContext({
      providers: {
        bankAccount: createQueuedBankAccountProvider(transport),
        delivery: { BANK: transport },
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  let seq = 0;
  const row = (account: string, memo = '사과나무'): OutboxRow => ({
    id: 900_000 + (seq += 1),
    channel: 'BANK',
    recipient: account,
    template: 'BANK_ONE_WON_MEMO',
    body: `[오토비드] 1원 입금 확인 문구: ${memo}`,
    link: null,
    payload: { dealerId: 1, bankCode: '088', bankName: '신한은행', amount: 1, memo },
    status: 'QUEUED',
    attempts: 0,
    nextAttemptAt: new Date(),
    lockedUntil: null,
    provider: 'kftc',
    providerMessageId: null,
    lastAnswer: '',
    sentAt: null,
    createdAt: new Date(),
  });

  it('the dealer step writes the memo QUEUED on the BANK channel for the bank, and the transport sends it', async () => {
    const dealer = await createDealer(ctx.db, { isBankAccountAuth: false });
    const account = `110${String(process.pid).padStart(7, '0')}`;
    const answer = await ctx.call(
      api.dealers.bankAuthStep1,
      { body: { bankCode: '088', bankAccountNumber: account } },
      dealer.id,
    );
    expect(answer.status).toBe(200);
    const [queued] = await ctx.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.recipient, account));
    expect(queued).toMatchObject({ channel: 'BANK', status: 'QUEUED', provider: 'kftc', sentAt: null });
    const memo = queued!.payload.memo as string;
    expect(memo).toMatch(/^[가-힣]{4}$/);

    const remembered: string[] = [];
    const result = await transport.deliver(queued!, {
      remember: (id) => {
        remembered.push(id);
        return Promise.resolve();
      },
    });
    const id = bankTranId(fake.options.orgCode, queued!.id);
    expect(result).toMatchObject({ kind: 'sent', providerMessageId: id });
    expect(remembered).toEqual([id]);
    expect(fake.transfers.at(-1)).toEqual({
      bankTranId: id,
      bankCode: '088',
      accountNum: account,
      printContent: memo,
      amount: '1',
    });
  });

  it('through the delivery worker: the transfer marks the row SENT with its bank_tran_id; a closed account FAILED with the reason', async () => {
    const good = await createDealer(ctx.db, { isBankAccountAuth: false });
    const closed = await createDealer(ctx.db, { isBankAccountAuth: false });
    const goodAccount = `220${String(process.pid).padStart(7, '0')}`;
    const closedAccount = `330${String(process.pid).padStart(7, '0')}`;
    fake.refusedAccounts.set(closedAccount, '412');
    for (const [dealer, account] of [
      [good, goodAccount],
      [closed, closedAccount],
    ] as const) {
      const answer = await ctx.call(
        api.dealers.bankAuthStep1,
        { body: { bankCode: '088', bankAccountNumber: account } },
        dealer.id,
      );
      expect(answer.status).toBe(200);
    }
    // Due by the database's clock (the worker's); a second past it so the rows just written count.
    await deliverDueMessages(ctx.db, { transports: { BANK: transport }, now: new Date(Date.now() + 1000) });
    const rowOf = async (account: string) =>
      (await ctx.db.select().from(notificationOutbox).where(eq(notificationOutbox.recipient, account)))[0]!;
    const sent = await rowOf(goodAccount);
    expect(sent).toMatchObject({ status: 'SENT', provider: 'kftc', attempts: 1 });
    expect(sent.providerMessageId).toBe(bankTranId(fake.options.orgCode, sent.id));
    const failed = await rowOf(closedAccount);
    expect(failed).toMatchObject({ status: 'FAILED', attempts: 1 });
    expect(failed.lastAnswer).toContain('[412] 해당계좌 없음');
  });

  it('keeps its 이용기관 token between transfers', async () => {
    const before = fake.tokenRequests;
    expect((await transport.deliver(row('1002003004'))).kind).toBe('sent');
    expect((await transport.deliver(row('1002003005'))).kind).toBe('sent');
    expect(fake.tokenRequests).toBe(before);
  });

  it('a wrong account number is refused with the bank’s reason', async () => {
    fake.refusedAccounts.set('9990001112', '412');
    const count = fake.transfers.length;
    expect(await transport.deliver(row('9990001112'))).toEqual({
      kind: 'refused',
      answer: '[412] 해당계좌 없음',
    });
    expect(fake.transfers).toHaveLength(count);
  });

  it('a timeout and a 5xx are tried again; nothing moved', async () => {
    const count = fake.transfers.length;
    fake.failNext('timeout');
    expect(await transport.deliver(row('1002003006'))).toMatchObject({
      kind: 'retry',
      answer: 'timeout after 400 ms',
    });
    fake.failNext('500');
    expect(await transport.deliver(row('1002003007'))).toMatchObject({ kind: 'retry' });
    expect(fake.transfers).toHaveLength(count);
  });

  it('a token the gateway no longer accepts is dropped: retry, then a fresh token sends it', async () => {
    fake.revokeTokens();
    const message = row('1002003008');
    expect(await transport.deliver(message)).toMatchObject({ kind: 'retry' });
    const tokens = fake.tokenRequests;
    // The next try fetches a new token; the same bank_tran_id was never used, so it goes through.
    expect(await transport.deliver(message)).toMatchObject({ kind: 'sent' });
    expect(fake.tokenRequests).toBe(tokens + 1);
  });

  it('a wrong client secret keeps the message queued (an operator fixes the key)', async () => {
    const wrong = transportOf({ clientSecret: 'not-it' });
    const result = await wrong.deliver(row('1002003009'));
    expect(result.kind).toBe('retry');
    expect(result.answer).toContain('O0001');
  });

  it('config: a partial set of OPENBANKING_* keys stops the boot with each missing key', () => {
    expect(() => loadConfig({ OPENBANKING_CLIENT_ID: 'x', DATA_DIR: '/tmp/autobid-config-test' })).toThrow(
      /OPENBANKING_CLIENT_SECRET: required[\s\S]*OPENBANKING_ORG_CODE: required/,
    );
    expect(() => loadConfig({ OPENBANKING_ORG_CODE: 'short', DATA_DIR: '/tmp/autobid-config-test' })).toThrow(
      /OPENBANKING_ORG_CODE: must be the 10-character/,
    );
    const config = loadConfig({
      DATA_DIR: '/tmp/autobid-config-test',
      OPENBANKING_CLIENT_ID: 'id',
      OPENBANKING_CLIENT_SECRET: 'secret',
      OPENBANKING_ORG_CODE: 'M202300123',
      OPENBANKING_CONTRACT_ACCOUNT: '1101230000678',
      OPENBANKING_PASS_PHRASE: 'phrase',
    });
    expect(config.OPENBANKING).toMatchObject({
      baseUrl: 'https://openapi.openbanking.or.kr',
      clientName: '오토비드',
      orgCode: 'M202300123',
    });
    expect(loadConfig({ DATA_DIR: '/tmp/autobid-config-test' }).OPENBANKING).toBeUndefined();
  });
});
