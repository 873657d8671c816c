// Deposit queries: a transfer recorded once (the bank's transaction id), the console's tabs with the deal
// each deposit paid and their counts, the deals waiting for a fee of given amounts (match candidates), and a
// deposit row read or locked by id. Linking a deposit to the deal it pays is PAY_FEE's, in the lifecycle
// module (modules/auctions/fee-payment.ts).
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminDepositState } from '@autobid/shared';
import { auctions, dealers, deals, deposits } from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/types';
import { dealInForceAt } from '../../db/deal-in-force';

export type DepositRow = typeof deposits.$inferSelect;

/** Which deposits each tab holds (docs/domain.md "Fees": an unmatched deposit waits for an operator). */
const STATE_CONDITIONS: Record<AdminDepositState, SQL | undefined> = {
  UNMATCHED: and(isNull(deposits.dealId), isNull(deposits.refundedAt)),
  MATCHED: and(isNotNull(deposits.dealId), isNull(deposits.refundedAt)),
  REFUNDED: isNotNull(deposits.refundedAt),
  ALL: undefined,
};

/** The largest value of an integer column: a longer number in the search box is no amount or id. */
const MAX_INT = 2_147_483_647;

/**
 * The search condition of `q`: depositor name, memo, reference, the bank's transaction id, the paid deal's
 * model and dealer; a number (commas and "원" allowed) also the amount and the paid auction's id.
 */
function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) {
    return undefined;
  }
  // Anywhere in the text, its LIKE wildcards taken literally.
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const texts = [
    ilike(deposits.depositorName, pattern),
    ilike(deposits.memo, pattern),
    ilike(deposits.reference, pattern),
    ilike(deposits.externalId, pattern),
    ilike(auctions.model, pattern),
    ilike(dealers.name, pattern),
    ilike(dealers.username, pattern),
  ];
  const digits = /^[\d,]+원?$/.test(q) ? Number(q.replace(/[,원]/g, '')) : NaN;
  if (Number.isInteger(digits) && digits > 0 && digits <= MAX_INT) {
    texts.push(eq(deposits.amount, digits), eq(auctions.id, digits));
  }
  return or(...texts);
}

export type DepositListRow = {
  deposit: DepositRow;
  deal: typeof deals.$inferSelect | null;
  auction: { id: number; model: string; status: string } | null;
  dealer: { id: number; username: string; name: string } | null;
};

function depositsWithDeals(db: DbOrTx) {
  return db
    .select({
      deposit: deposits,
      deal: deals,
      auction: { id: auctions.id, model: auctions.model, status: auctions.status },
      dealer: { id: dealers.id, username: dealers.username, name: dealers.name },
    })
    .from(deposits)
    .leftJoin(deals, eq(deals.id, deposits.dealId))
    .leftJoin(auctions, eq(auctions.id, deals.auctionId))
    .leftJoin(dealers, eq(dealers.id, deals.dealerId));
}

/** A page of a tab, newest received first, with the tab counts under the same search. */
export async function listDeposits(
  db: DbOrTx,
  query: { state: AdminDepositState; q?: string; page: number; size: number },
): Promise<{ rows: DepositListRow[]; counts: Record<AdminDepositState, number> }> {
  const search = searchCondition(query.q);
  const filtered = (state: AdminDepositState) =>
    sql<number>`count(*) filter (where ${and(STATE_CONDITIONS[state], search) ?? sql`true`})`.mapWith(Number);
  const [rows, [counted]] = await Promise.all([
    depositsWithDeals(db)
      .where(and(STATE_CONDITIONS[query.state], search))
      .orderBy(desc(deposits.receivedAt), desc(deposits.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db
      .select({
        UNMATCHED: filtered('UNMATCHED'),
        MATCHED: filtered('MATCHED'),
        REFUNDED: filtered('REFUNDED'),
        ALL: filtered('ALL'),
      })
      .from(deposits)
      .leftJoin(deals, eq(deals.id, deposits.dealId))
      .leftJoin(auctions, eq(auctions.id, deals.auctionId))
      .leftJoin(dealers, eq(dealers.id, deals.dealerId)),
  ]);
  return { rows, counts: counted ?? { UNMATCHED: 0, MATCHED: 0, REFUNDED: 0, ALL: 0 } };
}

/** One deposit with the deal it paid. */
export async function depositWithDeal(db: DbOrTx, depositId: number): Promise<DepositListRow | null> {
  const [row] = await depositsWithDeals(db).where(eq(deposits.id, depositId)).limit(1);
  return row ?? null;
}

export async function findDeposit(db: DbOrTx, depositId: number): Promise<DepositRow | null> {
  const [row] = await db.select().from(deposits).where(eq(deposits.id, depositId)).limit(1);
  return row ?? null;
}

/** The deposit row locked for this transaction (after the auction row, the deal rules' lock order). */
export async function lockDeposit(tx: Tx, depositId: number): Promise<DepositRow | null> {
  const [row] = await tx.select().from(deposits).where(eq(deposits.id, depositId)).for('update');
  return row ?? null;
}

/** Marks the money returned; false when it already was. */
export async function markDepositRefunded(tx: Tx, depositId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(deposits)
    .set({ refundedAt: now })
    .where(and(eq(deposits.id, depositId), isNull(deposits.refundedAt)))
    .returning({ id: deposits.id });
  return rows.length > 0;
}

export type CandidateRow = {
  deal: typeof deals.$inferSelect;
  auction: { id: number; model: string };
  dealer: { id: number; username: string; name: string };
};

/** Deals in force waiting for their fee (DEALER_DEPOSIT, not yet paid) whose fee is one of `amounts`. */
export async function dealsWaitingForFees(db: DbOrTx, amounts: readonly number[]): Promise<CandidateRow[]> {
  if (!amounts.length) {
    return [];
  }
  return db
    .select({
      deal: deals,
      auction: { id: auctions.id, model: auctions.model },
      dealer: { id: dealers.id, username: dealers.username, name: dealers.name },
    })
    .from(deals)
    .innerJoin(auctions, eq(auctions.id, deals.auctionId))
    .innerJoin(dealers, eq(dealers.id, deals.dealerId))
    .where(
      and(
        dealInForceAt(['DEALER_DEPOSIT']),
        isNull(deals.depositConfirmedAt),
        inArray(deals.fee, [...amounts]),
      ),
    )
    .orderBy(deals.depositDeadline, deals.id);
}

/** Whether a deposit already paid this deal (a deal is paid once, ever). */
export async function isDealPaid(db: DbOrTx, dealId: number): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(deposits).where(eq(deposits.dealId, dealId));
  return (row?.value ?? 0) > 0;
}

/** The auction of the deal a deposit paid. */
export async function auctionIdOfDeal(db: DbOrTx, dealId: number): Promise<number | null> {
  const [row] = await db.select({ auctionId: deals.auctionId }).from(deals).where(eq(deals.id, dealId));
  return row?.auctionId ?? null;
}

/** Stores a transfer; the same external id (the bank's transaction id) twice is the one stored first. */
export async function insertDeposit(
  db: DbOrTx,
  values: typeof deposits.$inferInsert,
): Promise<{ deposit: DepositRow; duplicate: boolean }> {
  const [row] = await db
    .insert(deposits)
    .values(values)
    .onConflictDoNothing({ target: deposits.externalId })
    .returning();
  if (row) {
    return { deposit: row, duplicate: false };
  }
  // Only the external id is unique: the bank reported this transfer before.
  const [existing] = await db
    .select()
    .from(deposits)
    .where(eq(deposits.externalId, values.externalId ?? ''))
    .limit(1);
  if (!existing) {
    throw new Error('deposit not recorded');
  }
  return { deposit: existing, duplicate: true };
}
