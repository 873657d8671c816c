// The fee tax invoices (docs/domain.md "Tax invoices"): a paid fee issues one invoice in the payment's
// transaction (also when two payments race), a refund its 수정세금계산서, the amounts split VAT as the rule
// says; a dealer reads only its own (list, statement, PDF); the month's settlement CSV adds up; and who may ask.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, FEE_BRACKETS, kstDayKey, TAX_INVOICE_MESSAGES } from '@autobid/shared';
import { dealers, taxInvoices } from '../src/db/schema';
import { issueFeeInvoiceIn, splitFee } from '../src/modules/invoices/invoices.service';
import {
  SETTLEMENT_HEADER,
  SETTLEMENT_KIND_LABELS,
  SETTLEMENT_TOTAL_LABELS,
} from '../src/modules/invoices/settlement-csv';
import { createLocalEInvoice, DEMO_PLATFORM_BUSINESS, LOCAL_APPROVAL_MARK } from '../src/providers/e-invoice';
import { createDealAt, createDealer, createOperator, createSeller } from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

const PRICE = 7_000_000; // fee 240,000

describe('fee tax invoices', () => {
  let ctx: TestContext;
  let staff: { authorization: string };
  let admin: { authorization: string };
  const traces: string[] = [];

  beforeAll(async () => {
    ctx = await createTestContext({
      providers: { eInvoice: createLocalEInvoice(DEMO_PLATFORM_BUSINESS, (line) => traces.push(line)) },
    });
    staff = await ctx.auth((await createOperator(ctx.db, { role: 'STAFF' })).id, 'operator');
    admin = await ctx.auth((await createOperator(ctx.db, { role: 'ADMIN' })).id, 'operator');
  });
  afterAll(async () => ctx.close());

  /** A dealer with a business on file, whose deal waits for its fee. */
  const waitingDeal = async (overrides: Parameters<typeof createDealer>[1] = {}) => {
    const dealer = await createDealer(ctx.db, {
      name: '박대표',
      agencyName: '스피드모터스',
      businessNumber: '1234567891',
      agencyAddress: '경기도 성남시 분당구 판교역로 235',
      agencyAddressDetail: '7층',
      email: 'speed@example.com',
      ...overrides,
    });
    const made = await createDealAt(ctx.db, {
      status: 'DEALER_DEPOSIT',
      price: PRICE,
      dealerId: dealer.id,
      now: ctx.clock.now(),
    });
    return { ...made, dealer };
  };
  /** The operator records the fee transfer for the auction: it pays the deal (PAY_FEE). */
  const payFee = (auctionId: number) =>
    ctx.call(api.consoleDeposits.recordForAuction, { params: { id: auctionId }, body: {} }, staff);
  const invoicesOfDeal = (dealId: number) =>
    ctx.db.select().from(taxInvoices).where(eq(taxInvoices.dealId, dealId)).orderBy(taxInvoices.id);
  const list = (dealerId: number, month?: string) =>
    ctx.call(api.taxInvoices.list, { query: month ? { month } : {} }, dealerId);
  // A file, not an envelope: the tests read the whole answer (its headers and bytes).
  const pdf = async (id: number, headers: Record<string, string>) =>
    (await ctx.call(api.taxInvoices.pdf, { params: { id } }, headers)).response;
  const csv = async (month: string, headers: Record<string, string>) =>
    (await ctx.call(api.taxInvoices.settlementCsv, { params: { month } }, headers)).response;

  it('splits a fee: VAT = fee ÷ 11 rounded to the won, supply = fee − VAT; VAT within half a won of supply × 10%', () => {
    expect(splitFee(110_000)).toEqual({ supplyAmount: 100_000, vat: 10_000, total: 110_000 });
    expect(splitFee(170_000)).toEqual({ supplyAmount: 154_545, vat: 15_455, total: 170_000 });
    expect(splitFee(320_000)).toEqual({ supplyAmount: 290_909, vat: 29_091, total: 320_000 });
    for (const { fee } of FEE_BRACKETS) {
      const { supplyAmount, vat, total } = splitFee(fee);
      expect(supplyAmount + vat).toBe(total);
      expect(Math.abs(vat - supplyAmount / 10)).toBeLessThanOrEqual(0.5);
      expect(supplyAmount).toBe(Math.round(fee / 1.1));
    }
  });

  it('issues one invoice when the fee is paid, in its transaction: the parties as they were, the local provider traced', async () => {
    const { auction, deal, dealer } = await waitingDeal();
    traces.length = 0;
    const paid = await payFee(auction.id);
    expect(paid.status).toBe(200);

    const [invoice, ...more] = await invoicesOfDeal(deal.id);
    expect(more).toHaveLength(0);
    expect(invoice).toMatchObject({
      kind: 'ISSUE',
      dealerId: dealer.id,
      amendsId: null,
      writtenOn: kstDayKey(ctx.clock.now()),
      supplyAmount: 218_182,
      vat: 21_818,
      total: 240_000,
      supplier: DEMO_PLATFORM_BUSINESS,
      buyer: {
        name: '스피드모터스',
        businessNumber: '123-45-67891',
        representative: '박대표',
        address: '경기도 성남시 분당구 판교역로 235 7층',
        email: 'speed@example.com',
      },
      provider: 'local',
    });
    expect(invoice!.approvalNumber).toMatch(new RegExp(`^\\d{8}${LOCAL_APPROVAL_MARK}[0-9A-F]{8}$`));
    expect(invoice!.approvalNumber).toHaveLength(24);
    expect(invoice!.providerId).toMatch(/^LOCAL-/);
    expect(traces.some((line) => line.includes(invoice!.approvalNumber!))).toBe(true);

    // The dealer's business changes later: the invoice keeps what it was at issue.
    await ctx.db.update(dealers).set({ agencyName: '새상호' }).where(eq(dealers.id, dealer.id));
    const seen = await list(dealer.id);
    expect(seen.data.items[0]).toMatchObject({
      buyer: { name: '스피드모터스' },
      itemName: `경매 수수료 (경매 #${auction.id})`,
    });
  });

  it('issues once when two payments race (the deal is paid once) and when issuing is asked twice', async () => {
    const { auction, deal } = await waitingDeal();
    const answers = await Promise.all([payFee(auction.id), payFee(auction.id)]);
    expect(answers.map((a) => a.status).filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(await invoicesOfDeal(deal.id)).toHaveLength(1);
    // A second issue of the same deal writes nothing.
    const again = await ctx.db.transaction((tx) =>
      issueFeeInvoiceIn(tx, { dealId: deal.id, now: ctx.clock.now(), eInvoice: ctx.providers.eInvoice }),
    );
    expect(again).toBeNull();
    expect(await invoicesOfDeal(deal.id)).toHaveLength(1);

    // Two transactions issuing the same paid deal at once (real concurrency on PostgreSQL): one row.
    const paid = await createDealAt(ctx.db, { status: 'RESERVATION', price: PRICE, now: ctx.clock.now() });
    const issue = () =>
      ctx.db.transaction((tx) =>
        issueFeeInvoiceIn(tx, {
          dealId: paid.deal.id,
          now: ctx.clock.now(),
          eInvoice: ctx.providers.eInvoice,
        }),
      );
    const racing = await Promise.all([issue(), issue()]);
    expect(racing.filter((row) => row !== null)).toHaveLength(1);
    expect(await invoicesOfDeal(paid.deal.id)).toHaveLength(1);
  });

  it('issues the 수정세금계산서 when the fee is refunded: negative amounts, amends the invoice', async () => {
    const { auction, deal } = await waitingDeal();
    const paid = await payFee(auction.id);
    expect(paid.status).toBe(200);
    const cancel = await ctx.call(
      api.consoleAuctions.cancel,
      { params: { id: auction.id }, body: { reason: '판매자 사정으로 취소' } },
      staff,
    );
    expect(cancel.status).toBe(200);
    const refund = await ctx.call(
      api.consoleDeposits.refund,
      { params: { id: paid.data.depositId }, body: { reason: '사유 인정, 수수료 환불' } },
      admin,
    );
    expect(refund.status).toBe(200);
    const [issued, amend] = await invoicesOfDeal(deal.id);
    expect(amend).toMatchObject({
      kind: 'AMEND',
      amendsId: issued!.id,
      supplyAmount: -issued!.supplyAmount,
      vat: -issued!.vat,
      total: -240_000,
      buyer: issued!.buyer,
      supplier: issued!.supplier,
    });
    expect(amend!.approvalNumber).toHaveLength(24);
  });

  it("lists the dealer's own invoices newest first with the monthly statement; a month filters; a bad month is a 400", async () => {
    const { auction, dealer } = await waitingDeal();
    await payFee(auction.id);
    const other = await waitingDeal();
    await payFee(other.auction.id);
    const month = kstDayKey(ctx.clock.now()).slice(0, 7);

    const mine = await list(dealer.id);
    expect(mine.status).toBe(200);
    expect(mine.data.items.map((i) => i.auctionId)).toEqual([auction.id]);
    expect(mine.data.statement).toEqual([
      { month, count: 1, supplyAmount: 218_182, vat: 21_818, total: 240_000 },
    ]);
    expect((await list(dealer.id, month)).data.items).toHaveLength(1);
    expect((await list(dealer.id, '2001-01')).data).toMatchObject({ month: '2001-01', items: [] });

    const bad = await ctx.call(api.taxInvoices.list, { query: { month: '2026-13' } }, dealer.id);
    expect(bad.status).toBe(400);
    expect(bad.message).toContain(TAX_INVOICE_MESSAGES.monthFormat);

    // A dealer with none: an empty list and statement.
    const none = await createDealer(ctx.db);
    expect((await list(none.id)).data).toEqual({ month: null, items: [], statement: [] });
  });

  it("downloads the dealer's own invoice as a PDF; another dealer's or a missing one is a 404", async () => {
    const { auction, deal, dealer } = await waitingDeal();
    await payFee(auction.id);
    const [invoice] = await invoicesOfDeal(deal.id);
    const answer = await pdf(invoice!.id, await ctx.auth(dealer.id, 'dealer'));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toContain('attachment');
    expect(answer.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(answer.rawPayload.length).toBeGreaterThan(5_000);

    const stranger = await createDealer(ctx.db);
    const refused = await pdf(invoice!.id, await ctx.auth(stranger.id, 'dealer'));
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({
      errorCode: 'TAX_INVOICE_NOT_FOUND',
      message: TAX_INVOICE_MESSAGES.notFound,
    });
    expect((await pdf(2_000_000_000, await ctx.auth(dealer.id, 'dealer'))).statusCode).toBe(404);
  });

  it("the month's settlement CSV adds up: the lines' sums are the totals and the invoices' amounts", async () => {
    const month = kstDayKey(ctx.clock.now()).slice(0, 7);
    const answer = await csv(month, staff);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    expect(answer.headers['content-disposition']).toContain(`settlement-${month}.csv`);
    const body = answer.rawPayload.toString('utf8');
    expect(body.charCodeAt(0)).toBe(0xfeff);
    const rows = body
      .slice(1)
      .split('\r\n')
      .map((line) => line.split(','));
    expect(rows[1]).toEqual([...SETTLEMENT_HEADER]);
    const amounts = (row: string[]) => row.slice(-3).map(Number) as [number, number, number];
    const lines = rows.filter((row) => Object.values(SETTLEMENT_KIND_LABELS).includes(row[1] as never));
    const totalOf = (label: string) => amounts(rows.find((row) => row[0] === '합계' && row[1] === label)!);

    const invoices = await ctx.db.select().from(taxInvoices);
    const inMonth = invoices.filter((i) => i.writtenOn.startsWith(month));
    expect(lines).toHaveLength(inMonth.length);
    const sum = (of: typeof lines) =>
      of.reduce<[number, number, number]>(
        ([s0, v0, t0], row) => {
          const [s, v, t] = amounts(row);
          return [s0 + s, v0 + v, t0 + t];
        },
        [0, 0, 0],
      );
    const issued = lines.filter((row) => row[1] === SETTLEMENT_KIND_LABELS.ISSUE);
    const amended = lines.filter((row) => row[1] === SETTLEMENT_KIND_LABELS.AMEND);
    expect(amended.length).toBeGreaterThan(0);
    expect(totalOf(SETTLEMENT_TOTAL_LABELS.ISSUE)).toEqual(sum(issued));
    expect(totalOf(SETTLEMENT_TOTAL_LABELS.AMEND)).toEqual(sum(amended));
    expect(totalOf(SETTLEMENT_TOTAL_LABELS.NET)).toEqual(sum(lines));
    expect(totalOf(SETTLEMENT_TOTAL_LABELS.NET)).toEqual([
      inMonth.reduce((s, i) => s + i.supplyAmount, 0),
      inMonth.reduce((s, i) => s + i.vat, 0),
      inMonth.reduce((s, i) => s + i.total, 0),
    ]);
    for (const row of lines) {
      const [s, v, t] = amounts(row);
      expect(s + v).toBe(t);
    }
    // An ADMIN too; a month with nothing has the header and zero totals.
    const empty = await csv('2001-01', admin);
    expect(empty.statusCode).toBe(200);
    expect(empty.rawPayload.toString('utf8')).toContain(
      `합계,${SETTLEMENT_TOTAL_LABELS.NET},0건,,,,,,,0,0,0`,
    );
    expect((await csv('2026-1', staff)).statusCode).toBe(400);
  });

  it('refuses the wrong callers: anonymous 401, a seller 403, a dealer on the console 403, an operator on the dealer list 403', async () => {
    const seller = await ctx.auth((await createSeller(ctx.db)).id, 'seller');
    const dealer = await createDealer(ctx.db);
    const dealerAuth = await ctx.auth(dealer.id, 'dealer');
    const month = kstDayKey(ctx.clock.now()).slice(0, 7);
    expect((await ctx.call(api.taxInvoices.list, { query: {} }, null)).status).toBe(401);
    expect((await ctx.call(api.taxInvoices.list, { query: {} }, seller)).status).toBe(403);
    expect((await ctx.call(api.taxInvoices.list, { query: {} }, staff)).status).toBe(403);
    expect((await pdf(1, {})).statusCode).toBe(401);
    expect((await pdf(1, seller)).statusCode).toBe(403);
    expect((await csv(month, {})).statusCode).toBe(401);
    expect((await csv(month, seller)).statusCode).toBe(403);
    expect((await csv(month, dealerAuth)).statusCode).toBe(403);
  });
});
