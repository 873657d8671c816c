// The small world the generated bad-input suite (test/fuzz.test.ts) runs in: a principal per area with a
// valid token, rows for the path params to name, and a checksum of every table to prove a refusal wrote
// nothing.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { codeLinks, dealers, deposits, operators, penalties, reports } from '../../src/db/schema';
import type { Db } from '../../src/db/types';
import { hashCode } from '../../src/modules/code-links/code-link-tokens';
import {
  createAuction,
  createBid,
  createDealAt,
  createDealer,
  createFaq,
  createLiveAuction,
  createNotice,
  createOperator,
  createReport,
  createUploadedFile,
} from '../factories';
import type { TestContext } from './test-app';

export type FuzzWorld = Awaited<ReturnType<typeof seedFuzzWorld>>;

/**
 * An approved dealer with a bid on a live auction and a deal waiting for its confirmation, the deal's seller
 * with a draft listing, an ADMIN operator; and the rows their actions aim at (another dealer to suspend, one
 * under review to approve, a STAFF operator to edit, a notice, a FAQ, a report, a penalty, a deposit, a live
 * code link).
 */
export async function seedFuzzWorld(ctx: TestContext) {
  const { db } = ctx;
  const dealer = await createDealer(db);
  const { auction: dealAuction, seller } = await createDealAt(db, {
    status: 'DEALER_CONFIRM',
    dealerId: dealer.id,
    now: ctx.clock.now(),
  });
  const liveAuction = await createLiveAuction(db, { sellerId: seller.id });
  const rival = await createDealer(db);
  await createBid(db, { auctionId: liveAuction.id, dealerId: rival.id, price: 1_200_000 });
  const bid = await createBid(db, { auctionId: liveAuction.id, dealerId: dealer.id, price: 1_100_000 });
  const draft = await createAuction(db, { status: 'REGISTERED', sellerId: seller.id });
  const inReview = await createAuction(db, { status: 'AUDIT', sellerId: seller.id });
  const applicant = await createDealer(db, { status: 'AUDIT', isBankAccountAuth: false });
  const operator = await createOperator(db, { role: 'ADMIN' });
  const staff = await createOperator(db, { role: 'STAFF' });
  const notice = await createNotice(db);
  const faq = await createFaq(db);
  await createReport(db, { dealerId: rival.id, sellerId: seller.id });
  const [report] = await db.select({ id: reports.id }).from(reports).where(eq(reports.dealerId, rival.id));
  const [penalty] = await db
    .insert(penalties)
    .values({
      dealerId: rival.id,
      kind: 'BID_CANCEL',
      banDays: 3,
      reason: '입찰 취소',
      startsAt: ctx.clock.now(),
      expiresAt: new Date(ctx.clock.now().getTime() + 3 * 86_400_000),
    })
    .returning({ id: penalties.id });
  const [deposit] = await db
    .insert(deposits)
    .values({
      amount: 50_000,
      depositorName: '홍길동',
      receivedAt: ctx.clock.now(),
      source: 'WEBHOOK',
      externalId: 'fuzz-1',
    })
    .returning({ id: deposits.id });
  // Each deal step of the dealer gets a deal waiting for it, so a valid-ish call reaches the step's rules.
  const dealIn = async (status: Parameters<typeof createDealAt>[1]['status']) =>
    (await createDealAt(db, { status, dealerId: dealer.id, now: ctx.clock.now() })).auction.id;
  const steps = {
    cancel: await dealIn('DEALER_CONFIRM'),
    checkDeposit: await dealIn('DEALER_DEPOSIT'),
    reservation: await dealIn('RESERVATION'),
    complete: await dealIn('RESERVATION_COMPLETE'),
  };
  // Code links on deals of their own: a deal step of the signed-in dealer ends the links of its auction.
  const codeLink = async (auctionId: number, purpose: 'DETAIL' | 'REVIEW') => {
    const code = randomBytes(32).toString('base64url');
    await db.insert(codeLinks).values({
      codeHash: hashCode(code),
      dealerId: dealer.id,
      auctionId,
      purpose,
      expiresAt: new Date(ctx.clock.now().getTime() + 7 * 86_400_000),
    });
    return code;
  };
  const code = await codeLink(await dealIn('DEALER_CONFIRM'), 'DETAIL');
  const reviewCode = await codeLink(await dealIn('COMPLETE'), 'REVIEW');
  const image = await createUploadedFile(db, { dealerId: dealer.id });

  const ids = {
    dealer: dealer.id,
    seller: seller.id,
    operator: operator.id,
    liveAuction: liveAuction.id,
    dealAuction: dealAuction.id,
    bid: bid.id,
    draft: draft.id,
    inReview: inReview.id,
    rival: rival.id,
    applicant: applicant.username,
    staff: staff.id,
    notice: notice.id,
    faq: faq.id,
    report: report!.id,
    penalty: penalty!.id,
    deposit: deposit!.id,
    code,
    reviewCode,
    image,
  };

  /** Tokens at the principals' current token versions (a logout or a password change moves them). */
  const tokens = { dealer: '', seller: '', operator: '' };
  const refreshTokens = async () => {
    const [dealerRow] = await db
      .select({ version: dealers.tokenVersion })
      .from(dealers)
      .where(eq(dealers.id, dealer.id));
    const [operatorRow] = await db
      .select({ version: operators.tokenVersion })
      .from(operators)
      .where(eq(operators.id, operator.id));
    tokens.dealer = await ctx.app.tokens.sign({
      id: dealer.id,
      role: 'dealer',
      version: dealerRow?.version ?? 0,
    });
    tokens.seller = await ctx.app.tokens.sign({ id: seller.id, role: 'seller' });
    tokens.operator = await ctx.app.tokens.sign({
      id: operator.id,
      role: 'operator',
      version: operatorRow?.version ?? 0,
    });
  };
  await refreshTokens();

  /** Whose credentials open a route's area: the operator's for the console, the seller's, the dealer's, or none. */
  const areaOf = (path: string): keyof typeof tokens | null => {
    if (path.startsWith('/api/v1/admin/') && path !== '/api/v1/admin/login') {
      return 'operator';
    }
    if (path.startsWith('/api/v1/sellers/') && !/\/sellers\/(login|auth\/)/.test(path)) {
      return 'seller';
    }
    // A seller's or a dealer's route (docs/domain.md "Price guidance"): walked with the seller's.
    if (path === '/api/v1/price-guide') {
      return 'seller';
    }
    if (
      path.startsWith('/api/v1/files/') ||
      (path.startsWith('/api/v1/dealers/') && !isOpenDealerPath(path))
    ) {
      return 'dealer';
    }
    return null;
  };

  /** Path params naming rows of this world (the route decides which row an `{id}` is). */
  const pathValuesFor = (path: string): Record<string, string> => {
    const id = (() => {
      const table: [RegExp, number][] = [
        [/\/dealers\/noticies\/\{id\}/, ids.notice],
        [/\/dealers\/auction\/bidding\/\{id\}/, ids.bid],
        [/\/dealers\/auction\/\{id\}(\/bidding\/|\/like)?$/, ids.liveAuction],
        [/\/dealers\/auction\/\{id\}\/cancel$/, steps.cancel],
        [/\/dealers\/auction\/\{id\}\/check-deposit$/, steps.checkDeposit],
        [/\/dealers\/auction\/\{id\}\/reservation$/, steps.reservation],
        [/\/dealers\/auction\/\{id\}\/complete$/, steps.complete],
        [/\/dealers\/auction\/\{id\}\//, ids.dealAuction],
        [/\/sellers\/auctions\/\{id\}\/(select|review|report)$/, ids.dealAuction],
        [/\/sellers\/auctions\/\{id\}/, ids.draft],
        [/\/admin\/notices\//, ids.notice],
        [/\/admin\/faqs\//, ids.faq],
        [/\/admin\/operators\//, ids.staff],
        [/\/admin\/dealers\/\{id\}/, ids.rival],
        [/\/admin\/reports\//, ids.report],
        [/\/admin\/penalties\//, ids.penalty],
        [/\/admin\/deposits\//, ids.deposit],
        [/\/admin\/auctions\/\{id\}\/(approve|reject)$/, ids.inReview],
        [/\/admin\/auctions\/\{id\}\/(select|deposits)$/, ids.dealAuction],
        [/\/admin\/auctions\//, ids.liveAuction],
      ];
      return table.find(([pattern]) => pattern.test(path))?.[1] ?? 1;
    })();
    return {
      id: String(id),
      auctionId: String(ids.dealAuction),
      username: ids.applicant,
      code: ids.code,
    };
  };

  return { ids, tokens, refreshTokens, areaOf, pathValuesFor };
}

/** Dealer routes a visitor calls without a session: sign-up, login, codes, notices, code links. */
function isOpenDealerPath(path: string): boolean {
  return (
    /\/dealers\/(login|noticies|auth\/phone)/.test(path) ||
    path === '/api/v1/dealers' ||
    path.includes('/code/') ||
    path.endsWith('/code/dealer-reviews')
  );
}

/**
 * Columns a refused request may change, by table, each for a reason the product states: the wrong-guess
 * counters of phone codes and bank-account words (docs/decisions/009: a wrong guess is counted, then refused).
 */
const COUNTER_COLUMNS: Record<string, string[]> = {
  phone_codes: ['attempts'],
  bank_account_verifications: ['attempts'],
};

/**
 * Tables a refused request writes to by design (docs/decisions/009 "Codes"): a wrong code guess is recorded
 * (`code_guess_failures`), enough of them lock the subject for the day (`code_guess_locks`) and that lock
 * tells the phone's owner once by SMS (a `notification_outbox` row, allowed only with a new lock).
 */
const GUESS_TABLES = ['code_guess_failures', 'code_guess_locks'];
/**
 * The first transaction id not yet handed out. PostgreSQL gives a transaction an id at its first write, so
 * while this mark stands still no row anywhere changed and the (costlier) checksum can be skipped.
 */
export async function writeMark(db: Db): Promise<string> {
  const raw = await db.execute(sql`select txid_snapshot_xmax(txid_current_snapshot())::text as mark`);
  return (raw as { rows: { mark: string }[] }).rows[0]!.mark;
}

/**
 * Refusals that settle what the clock would have settled, by the route's last path segment and errorCode
 * (docs/domain.md "Penalties" and "Auction lifecycle", docs/decisions/006): a deal waiting for a banned or
 * suspended dealer's confirmation is released back to the seller, and a fee deposit asked for past its
 * deadline cancels the deal; the step itself is refused with 409, the rows change as documented.
 */
export const SETTLING_REFUSALS: Record<string, string[]> = {
  'confirm-bidding': ['DEALER_BANNED', 'DEALER_SUSPENDED'],
  'check-deposit': ['DEPOSIT_EXPIRED'],
};

export type Snapshot = Map<string, { rows: number; sum: string }>;

export async function listTables(db: Db): Promise<string[]> {
  const raw = await db.execute(
    sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  return (raw as { rows: { table_name: string }[] }).rows.map((row) => row.table_name);
}

/** Row count and an md5 over every row (as JSON, minus the counter columns) of each table, in one query. */
export async function snapshot(db: Db, tables: string[]): Promise<Snapshot> {
  const parts = tables.map((table) => {
    const dropped = COUNTER_COLUMNS[table]?.length
      ? ` - array[${COUNTER_COLUMNS[table].map((column) => `'${column}'`).join(',')}]`
      : '';
    return `select '${table}' as name, count(*)::int as rows, md5(coalesce(string_agg(x.j, E'\\n' order by x.j), '')) as sum from (select (to_jsonb(t)${dropped})::text as j from "${table}" t) x`;
  });
  const raw = await db.execute(sql.raw(parts.join(' union all ')));
  const rows = (raw as { rows: { name: string; rows: number | string; sum: string }[] }).rows;
  return new Map(rows.map((row) => [row.name, { rows: Number(row.rows), sum: row.sum }]));
}

/** The tables a refusal changed that it may not: all that differ, less the guess records of ADR 009. */
export function refusalChanges(before: Snapshot, after: Snapshot): string[] {
  const isNewLock = (after.get('code_guess_locks')?.rows ?? 0) > (before.get('code_guess_locks')?.rows ?? 0);
  const allowed = isNewLock ? [...GUESS_TABLES, 'notification_outbox'] : GUESS_TABLES;
  const changed: string[] = [];
  for (const [name, was] of before) {
    const now = after.get(name);
    if (!allowed.includes(name) && now?.sum !== was.sum) {
      changed.push(`${name} (${was.rows} → ${now?.rows ?? '?'} rows)`);
    }
  }
  return changed;
}
