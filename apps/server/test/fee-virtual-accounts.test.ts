// Each deal's own fee virtual account through Toss Payments (docs/domain.md "Fee virtual accounts", ADR 031),
// against the in-repo fake (fakes/toss-payments.ts): issued after the dealer's confirmation (a PG timeout leaves
// the shared account + code, and the sweep issues it later), shown on the dealer's deal, paid once by the
// DEPOSIT_CALLBACK with the account's secret and Toss's own amount, cancelled at the PG with its deal.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@autobid/shared';
import { loadConfig } from '../src/config';
import { auctions, deals, deposits, feeVirtualAccounts } from '../src/db/schema';
import { sweepFeeVirtualAccounts } from '../src/modules/auctions/auctions.public';
import { createDepositsService } from '../src/modules/deposits/deposits.service';
import { createTossPayments } from '../src/providers/toss-payments';
import { createDealAt, createOperator } from './factories';
import { startFakeToss, type FakeToss } from './fakes/toss-payments';
import { createTestContext, type TestContext } from './helpers/test-app';

describe('fee virtual accounts (Toss Payments)', () => {
  let fake: FakeToss;
  let ctx: TestContext;
  let provider: ReturnType<typeof createTossPayments>;
  beforeAll(async () => {
    fake = await startFakeToss();
    provider = createTossPayments({
      secretKey: fake.secretKey,
      baseUrl: fake.url,
      bank: '20',
      timeoutMs: 400,
    });
    ctx = await createTestContext({ providers: { feeVirtualAccounts: provider } });
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  const sweepDeps = () => ({ db: ctx.db, provider, holderName: ctx.config.FEE_ACCOUNT_HOLDER });
  const accountsOf = (dealId: number) =>
    ctx.db.select().from(feeVirtualAccounts).where(eq(feeVirtualAccounts.dealId, dealId));
  const stateOf = async (auctionId: number) => ({
    auction: (await ctx.db.select().from(auctions).where(eq(auctions.id, auctionId)))[0]!,
    deal: (await ctx.db.select().from(deals).where(eq(deals.auctionId, auctionId)))[0]!,
  });
  const depositsNamed = (externalId: string) =>
    ctx.db.select().from(deposits).where(eq(deposits.externalId, externalId));
  /** Toss reports the deposit time to the second: a second after the test's fixed clock (the confirmation). */
  const soon = () => new Date(ctx.clock.now().getTime() + 1000);
  const webhook = (body: Record<string, unknown>) =>
    ctx.call(api.bankWebhook.tossDeposit, { body } as never, null);

  /** A deal the dealer confirms through the API: DEALER_DEPOSIT, with its account when Toss answered. */
  const confirmed = async () => {
    const made = await createDealAt(ctx.db, { status: 'DEALER_CONFIRM', now: ctx.clock.now() });
    const answer = await ctx.call(api.deals.confirm, { params: { id: made.auction.id } }, made.dealer.id);
    expect(answer.status).toBe(200);
    return { ...made, deal: (await stateOf(made.auction.id)).deal };
  };
  const detailOf = async (auctionId: number, dealerId: number) =>
    (await ctx.call(api.auctions.detail, { params: { id: auctionId } }, dealerId)).data.deal;

  it('the confirmation issues the deal’s own account (Basic auth, the fee, the deadline) and the deal screen shows it', async () => {
    const { deal, auction, dealer } = await confirmed();
    const [account] = await accountsOf(deal.id);
    expect(account).toMatchObject({
      provider: 'toss',
      status: 'WAITING',
      amount: deal.fee,
      bankCode: '20',
      bankName: '우리은행',
      holderName: ctx.config.FEE_ACCOUNT_HOLDER,
      orderId: `autobid-fee-${deal.id}-${deal.depositReference}`,
    });
    expect(account!.secret).toMatch(/^ps_/);
    const issued = fake.requests.find(
      (r) => r.path === '/v1/virtual-accounts' && r.idempotencyKey === account!.orderId,
    );
    expect(issued?.body).toMatchObject({ amount: deal.fee, bank: '20', orderId: account!.orderId });
    // Toss reads dueDate in Korean time: the deal's deposit deadline to the second.
    const due = (issued!.body as { dueDate: string }).dueDate;
    expect(Math.abs(Date.parse(due) - deal.depositDeadline!.getTime())).toBeLessThan(1000);

    const view = await detailOf(auction.id, dealer.id);
    expect(view?.transfer?.virtualAccount).toEqual({
      bankName: '우리은행',
      accountNumber: account!.accountNumber,
      accountHolder: ctx.config.FEE_ACCOUNT_HOLDER,
      amount: deal.fee,
      dueAt: account!.dueAt.toISOString(),
    });
    // The shared account and the code stay beside it (the fallback).
    expect(view?.transfer?.depositReference).toBe(deal.depositReference);

    // The console's auction detail names it with its state.
    const staff = await ctx.auth((await createOperator(ctx.db, { role: 'STAFF' })).id, 'operator');
    const consoleView = await ctx.call(api.consoleAuctions.detail, { params: { id: auction.id } }, staff);
    expect(consoleView.data.deals.find((d) => d.id === deal.id)?.virtualAccount).toMatchObject({
      provider: 'toss',
      bankName: '우리은행',
      accountNumber: account!.accountNumber,
      amount: deal.fee,
      status: 'WAITING',
    });
  });

  it('a PG timeout keeps the deal payable by code; the sweep issues the account later and closes it once the code paid', async () => {
    fake.failNext('timeout');
    const started = Date.now();
    const { deal, auction, dealer } = await confirmed();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await accountsOf(deal.id)).toHaveLength(0);
    expect((await detailOf(auction.id, dealer.id))?.transfer?.virtualAccount).toBeNull();

    const swept = await sweepFeeVirtualAccounts(sweepDeps(), ctx.clock.now());
    expect(swept.issued).toContain(deal.id);
    const [account] = await accountsOf(deal.id);
    expect(account?.status).toBe('WAITING');

    // The dealer pays the shared account with the code: the deal is paid, its own account is closed at Toss.
    const paid = await createDepositsService({
      ...ctx,
      ...ctx.providers,
      auctionEvents: { emitAuctionUpdate: () => undefined, flush: () => undefined },
    }).recordDeposit({
      amount: deal.fee!,
      depositorName: `${dealer.name} ${deal.depositReference}`,
      receivedAt: ctx.clock.now(),
      source: 'WEBHOOK',
      externalId: `bank-${deal.id}`,
    });
    expect(paid.paidAuctionId).toBe(auction.id);
    const closed = await sweepFeeVirtualAccounts(sweepDeps(), ctx.clock.now());
    expect(closed.canceled).toContain(account!.id);
    expect((await accountsOf(deal.id))[0]?.status).toBe('CANCELED');
    expect(fake.payments.get(account!.orderId)?.status).toBe('CANCELED');
  });

  it('a notice with a wrong secret or an unknown order is refused 401 and writes nothing', async () => {
    const { deal } = await confirmed();
    const [account] = await accountsOf(deal.id);
    const body = fake.deposit(account!.orderId, { at: soon() });
    const wrong = await webhook({ ...body, secret: 'ps_not_the_secret' });
    expect(wrong.status).toBe(401);
    const unknown = await webhook({ ...body, orderId: 'autobid-fee-0-000000' });
    expect(unknown.status).toBe(401);
    expect(await depositsNamed(`toss:${account!.orderId}`)).toHaveLength(0);
    expect((await accountsOf(deal.id))[0]?.status).toBe('WAITING');
    expect((await stateOf(deal.auctionId)).auction.status).toBe('DEALER_DEPOSIT');
  });

  it('the right notice pays the deal exactly once, sent again and at the same time', async () => {
    const { deal } = await confirmed();
    const [account] = await accountsOf(deal.id);
    const body = fake.deposit(account!.orderId, { at: soon() });
    const answers = await Promise.all([webhook(body), webhook(body), webhook(body)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.data.duplicate === false)).toHaveLength(1);
    const again = await webhook(body);
    expect(again).toMatchObject({ status: 200, data: { duplicate: true, paidAuctionId: deal.auctionId } });

    const recorded = await depositsNamed(`toss:${account!.orderId}`);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      dealId: deal.id,
      amount: deal.fee,
      reference: deal.depositReference,
      source: 'WEBHOOK',
    });
    const state = await stateOf(deal.auctionId);
    expect(state.auction.status).toBe('RESERVATION');
    expect(state.deal.depositConfirmedAt).not.toBeNull();
    expect((await accountsOf(deal.id))[0]).toMatchObject({ status: 'PAID' });
  });

  it('another amount than the fee is recorded for an operator and pays nothing', async () => {
    const { deal } = await confirmed();
    const [account] = await accountsOf(deal.id);
    const body = fake.deposit(account!.orderId, { amount: deal.fee! - 10_000, at: soon() });
    const answer = await webhook(body);
    expect(answer).toMatchObject({ status: 200, data: { paidAuctionId: null } });
    const [recorded] = await depositsNamed(`toss:${account!.orderId}`);
    expect(recorded).toMatchObject({ dealId: null, amount: deal.fee! - 10_000 });
    expect((await stateOf(deal.auctionId)).auction.status).toBe('DEALER_DEPOSIT');
    expect((await accountsOf(deal.id))[0]?.status).toBe('WAITING');
  });

  it('when Toss cannot be asked for the payment the notice is answered 503 (Toss sends it again) and nothing is written', async () => {
    const { deal } = await confirmed();
    const [account] = await accountsOf(deal.id);
    const body = fake.deposit(account!.orderId, { at: soon() });
    fake.failNext('500');
    expect((await webhook(body)).status).toBe(503);
    expect(await depositsNamed(`toss:${account!.orderId}`)).toHaveLength(0);
    expect((await webhook(body)).data.paidAuctionId).toBe(deal.auctionId);
  });

  it('a cancelled deal’s account is cancelled at Toss (recorded CANCELED; a PG timeout is tried again)', async () => {
    const { deal, auction, dealer } = await confirmed();
    const [account] = await accountsOf(deal.id);
    const cancel = await ctx.call(
      api.deals.cancel,
      { params: { id: auction.id }, body: { reason: '개인 사정' } },
      dealer.id,
    );
    expect(cancel.status).toBe(200);
    fake.failNext('timeout');
    const first = await sweepFeeVirtualAccounts(sweepDeps(), ctx.clock.now());
    expect(first.canceled).not.toContain(account!.id);
    expect((await accountsOf(deal.id))[0]?.status).toBe('WAITING');
    const second = await sweepFeeVirtualAccounts(sweepDeps(), ctx.clock.now());
    expect(second.canceled).toContain(account!.id);
    expect((await accountsOf(deal.id))[0]?.status).toBe('CANCELED');
    const cancelCall = fake.requests.findLast(
      (r) => r.path === `/v1/payments/${account!.providerPaymentId}/cancel`,
    );
    expect((cancelCall?.body as { cancelReason?: string }).cancelReason).toBeTruthy();
    expect(fake.payments.get(account!.orderId)?.status).toBe('CANCELED');
  });

  it('a wrong secret key is refused by Toss: no account, the code stays', async () => {
    const wrong = createTossPayments({
      secretKey: 'test_sk_wrongwrongwrong',
      baseUrl: fake.url,
      bank: '20',
      timeoutMs: 400,
    });
    const answer = await wrong.findByOrderId('whatever-order');
    expect(answer).toEqual({
      kind: 'refused',
      code: 'UNAUTHORIZED_KEY',
      message: '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.',
    });
  });

  it('config: TOSS_* keys checked at boot', () => {
    const base = { DATA_DIR: '/tmp/autobid-config-test' };
    expect(() => loadConfig({ ...base, TOSS_SECRET_KEY: 'sk_nope' })).toThrow(/TOSS_SECRET_KEY: must be/);
    expect(() => loadConfig({ ...base, TOSS_BASE_URL: 'http://127.0.0.1:1' })).toThrow(
      /TOSS_SECRET_KEY: required when TOSS_BASE_URL/,
    );
    expect(() =>
      loadConfig({ ...base, TOSS_SECRET_KEY: 'test_sk_abcdefgh12', TOSS_VIRTUAL_ACCOUNT_BANK: '99' }),
    ).toThrow(/TOSS_VIRTUAL_ACCOUNT_BANK: must be one of/);
    expect(loadConfig({ ...base, TOSS_SECRET_KEY: 'test_sk_abcdefgh12' }).TOSS).toEqual({
      secretKey: 'test_sk_abcdefgh12',
      baseUrl: 'https://api.tosspayments.com',
      bank: '20',
      timeoutMs: 5000,
    });
    expect(loadConfig(base).TOSS).toBeUndefined();
  });
});

describe('fee virtual accounts without a payment provider', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  it('the deal shows the shared account and code only; the Toss notice door answers 503', async () => {
    const made = await createDealAt(ctx.db, { status: 'DEALER_CONFIRM', now: ctx.clock.now() });
    await ctx.call(api.deals.confirm, { params: { id: made.auction.id } }, made.dealer.id);
    const view = (await ctx.call(api.auctions.detail, { params: { id: made.auction.id } }, made.dealer.id))
      .data.deal;
    expect(view?.transfer).toMatchObject({ bankName: ctx.config.FEE_ACCOUNT_BANK, virtualAccount: null });
    const answer = await ctx.call(
      api.bankWebhook.tossDeposit,
      { body: { secret: 'x', orderId: 'autobid-fee-1-123456', status: 'DONE' } },
      null,
    );
    expect(answer.status).toBe(503);
  });
});
