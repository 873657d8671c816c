// Deal queries. Every step is a conditional UPDATE of the auction's status (docs/decisions/006-deal-flow.md):
// the row lock it takes serialises the steps of one deal, and 0 rows means the step does not apply.
import { and, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { depositReferencesIn, type AuctionStatus } from '@autobid/shared';
import {
  auctions,
  biddings,
  brands,
  dealers,
  deals,
  deposits,
  idempotencyRecords,
  sellers,
} from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/types';
import { hasRow } from '../../lib/has-row';
import { isLikedBy, type AuctionRow, type AuctionWithBrand, type DealRow } from '../auctions/auctions.public';

export type DepositRow = typeof deposits.$inferSelect;

/**
 * A deal in force (not cancelled or released: that is history) whose auction is at one of `statuses`, for a
 * query of deals joined to their auctions.
 */
export const dealInForceAt = (statuses: readonly AuctionStatus[]) =>
  and(isNull(deals.canceledAt), inArray(auctions.status, [...statuses]));

/**
 * Moves the auction from one of `from` to `to` in one statement; null when its status was none of them
 * (another request or process got there first, or the step does not apply).
 */
export async function transitionAuction(
  tx: Tx,
  auctionId: number,
  from: readonly AuctionStatus[],
  to: AuctionStatus,
  now: Date,
  /** A further condition the row must meet (a deadline). */
  extra?: SQL,
): Promise<AuctionRow | null> {
  const [row] = await tx
    .update(auctions)
    .set({ status: to, statusChangedAt: now, updatedAt: now })
    .where(and(eq(auctions.id, auctionId), inArray(auctions.status, [...from]), extra))
    .returning();
  return row ?? null;
}

/** Locks the auction row for this transaction and answers its status (null when missing). */
export async function lockAuctionStatus(tx: Tx, auctionId: number): Promise<string | null> {
  const [row] = await tx
    .select({ status: auctions.status })
    .from(auctions)
    .where(eq(auctions.id, auctionId))
    .for('update');
  return row?.status ?? null;
}

export async function findAuction(db: DbOrTx, auctionId: number): Promise<AuctionRow | null> {
  const [row] = await db.select().from(auctions).where(eq(auctions.id, auctionId)).limit(1);
  return row ?? null;
}

export async function updateDeal(
  tx: Tx,
  dealId: number,
  values: Partial<typeof deals.$inferInsert>,
): Promise<DealRow> {
  const [row] = await tx
    .update(deals)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(deals.id, dealId))
    .returning();
  if (!row) {
    throw new Error('deal vanished');
  }
  return row;
}

export async function insertDeal(tx: Tx, values: typeof deals.$inferInsert): Promise<DealRow> {
  const [row] = await tx.insert(deals).values(values).returning();
  if (!row) {
    throw new Error('deal not created');
  }
  return row;
}

/** Who takes part in a deal, for its notices. */
export type DealParties = {
  auctionId: number;
  model: string;
  dealer: { id: number; name: string; phone: string; agencyName: string; agencyNumber: string };
  seller: { id: number; name: string; phone: string };
};

export async function partiesOf(db: DbOrTx, deal: DealRow): Promise<DealParties> {
  const [row] = await db
    .select({
      model: auctions.model,
      dealerName: dealers.name,
      dealerPhone: dealers.phoneNumber,
      agencyName: dealers.agencyName,
      agencyNumber: dealers.agencyNumber,
      sellerName: sellers.name,
      sellerPhone: sellers.phoneNumber,
    })
    .from(auctions)
    .innerJoin(dealers, eq(dealers.id, deal.dealerId))
    .innerJoin(sellers, eq(sellers.id, deal.sellerId))
    .where(eq(auctions.id, deal.auctionId))
    .limit(1);
  if (!row) {
    throw new Error('deal parties missing');
  }
  return {
    auctionId: deal.auctionId,
    model: row.model,
    dealer: {
      id: deal.dealerId,
      name: row.dealerName,
      phone: row.dealerPhone,
      agencyName: row.agencyName,
      agencyNumber: row.agencyNumber,
    },
    seller: { id: deal.sellerId, name: row.sellerName, phone: row.sellerPhone },
  };
}

/** A dealer as a deal (or the console's bid and case rows) shows it: names and phone. */
export const dealerColumns = {
  id: dealers.id,
  username: dealers.username,
  name: dealers.name,
  agencyName: dealers.agencyName,
  phone: dealers.phoneNumber,
};
export type DealDealer = { id: number; username: string; name: string; agencyName: string; phone: string };
export type DealWithDealer = { deal: DealRow; dealer: DealDealer };

/** Every deal of the auction, newest first (the one in force, or else the last cancelled one), with its dealer. */
export async function dealsOfAuction(db: DbOrTx, auctionId: number): Promise<DealWithDealer[]> {
  return db
    .select({ deal: deals, dealer: dealerColumns })
    .from(deals)
    .innerJoin(dealers, eq(dealers.id, deals.dealerId))
    .where(eq(deals.auctionId, auctionId))
    .orderBy(desc(deals.id));
}

// ---- bids ----

export async function findBid(db: DbOrTx, bidId: number) {
  const [row] = await db.select().from(biddings).where(eq(biddings.id, bidId)).limit(1);
  return row ?? null;
}

export async function markBidSelected(tx: Tx, bidId: number): Promise<void> {
  await tx.update(biddings).set({ isSelected: true }).where(eq(biddings.id, bidId));
}

export async function selectedBidOf(db: DbOrTx, auctionId: number) {
  const [row] = await db
    .select({ bid: biddings, dealerName: dealers.name })
    .from(biddings)
    .innerJoin(dealers, eq(dealers.id, biddings.dealerId))
    // A first winner's bid cancelled for a runner-up offer (ADR 011) stays marked selected, as history.
    .where(and(eq(biddings.auctionId, auctionId), eq(biddings.isSelected, true), isNull(biddings.canceledAt)))
    .limit(1);
  return row ?? null;
}

// ---- deposits ----

/** The deal (in force or not) that was issued this deposit reference. */
export async function findDealByReference(db: DbOrTx, reference: string): Promise<DealRow | null> {
  const [row] = await db.select().from(deals).where(eq(deals.depositReference, reference)).limit(1);
  return row ?? null;
}

export async function isReferenceTaken(db: DbOrTx, reference: string): Promise<boolean> {
  return hasRow(db, deals, eq(deals.depositReference, reference));
}

/**
 * The unmatched deposits that could pay this deal's fee: the exact fee, received from confirmation up to
 * the deposit deadline, carrying the deal's reference (the caller checks it is the only one). Earliest first.
 */
export async function depositCandidates(db: DbOrTx, deal: DealRow): Promise<DepositRow[]> {
  if (
    deal.fee === null ||
    deal.confirmedAt === null ||
    deal.depositDeadline === null ||
    !deal.depositReference
  ) {
    return [];
  }
  const pattern = `%${deal.depositReference}%`;
  return db
    .select()
    .from(deposits)
    .where(
      and(
        isNull(deposits.dealId),
        eq(deposits.amount, deal.fee),
        sql`${deposits.receivedAt} >= ${deal.confirmedAt.toISOString()}::timestamptz`,
        sql`${deposits.receivedAt} <= ${deal.depositDeadline.toISOString()}::timestamptz`,
        or(
          eq(deposits.reference, deal.depositReference),
          and(
            isNull(deposits.reference),
            or(sql`${deposits.depositorName} like ${pattern}`, sql`${deposits.memo} like ${pattern}`),
          ),
        ),
      ),
    )
    .orderBy(deposits.receivedAt, deposits.id);
}

/**
 * Links an unmatched deposit to the deal it pays. The unique index on deal_id lets a deal be paid once,
 * the `deal_id is null` condition lets a deposit pay once.
 */
export async function claimDeposit(tx: Tx, depositId: number, dealId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(deposits)
    .set({ dealId, matchedAt: now })
    .where(and(eq(deposits.id, depositId), isNull(deposits.dealId)))
    .returning({ id: deposits.id });
  return rows.length > 0;
}

export async function findDealById(db: DbOrTx, dealId: number): Promise<DealRow | null> {
  const [row] = await db.select().from(deals).where(eq(deals.id, dealId)).limit(1);
  return row ?? null;
}

/** The deal reference a deposit carries: the one named outright, else the only one in its texts. */
export function referenceOfDeposit(
  deposit: Pick<DepositRow, 'reference' | 'depositorName' | 'memo'>,
): string | null {
  if (deposit.reference) {
    return deposit.reference;
  }
  const found = depositReferencesIn(deposit.depositorName, deposit.memo);
  return found.length === 1 ? found[0]! : null;
}

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

// ---- deal list ----

export async function dealsOfDealer(
  db: DbOrTx,
  dealerId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: (AuctionWithBrand & { deal: DealRow })[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select({ deal: deals, auction: auctions, brand: brands, isLiked: isLikedBy(dealerId) })
      .from(deals)
      .innerJoin(auctions, eq(auctions.id, deals.auctionId))
      .leftJoin(brands, eq(brands.id, auctions.brandId))
      .where(eq(deals.dealerId, dealerId))
      .orderBy(desc(deals.selectedAt), desc(deals.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(deals).where(eq(deals.dealerId, dealerId)),
  ]);
  return { rows, total: totals[0]?.value ?? 0 };
}

// ---- idempotency ----

export async function findIdempotencyRecord(db: DbOrTx, principal: string, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyRecords)
    .where(and(eq(idempotencyRecords.principal, principal), eq(idempotencyRecords.key, key)))
    .limit(1);
  return row ?? null;
}

export async function saveIdempotencyRecord(
  tx: Tx,
  values: { principal: string; key: string; route: string; response: unknown },
): Promise<void> {
  await tx.insert(idempotencyRecords).values({ ...values, statusCode: 200 });
}

// ---- release ----

/** A released selection: the bid is an ordinary active bid again. */
export async function unselectBid(tx: Tx, bidId: number): Promise<void> {
  await tx.update(biddings).set({ isSelected: false }).where(eq(biddings.id, bidId));
}

/** Opens a fresh selection window for the seller. */
export async function reopenSelection(tx: Tx, auctionId: number, until: Date): Promise<AuctionRow> {
  const [row] = await tx
    .update(auctions)
    .set({ selectExpireAt: until, updatedAt: sql`now()` })
    .where(eq(auctions.id, auctionId))
    .returning();
  if (!row) {
    throw new Error('auction vanished');
  }
  return row;
}

// ---- runner-up offer (ADR 011) ----

/**
 * Whether another dealer who may take a deal at `now` (approved, not suspended, not banned) holds an active
 * bid on the auction, besides `exceptBidId` (the first winner's).
 */
export async function hasRunnerUpBid(
  db: DbOrTx,
  auctionId: number,
  exceptBidId: number,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: biddings.id })
    .from(biddings)
    .innerJoin(dealers, eq(dealers.id, biddings.dealerId))
    .where(
      and(
        eq(biddings.auctionId, auctionId),
        sql`${biddings.id} <> ${exceptBidId}`,
        isNull(biddings.canceledAt),
        eq(dealers.status, 'APPROVED'),
        isNull(dealers.suspendedAt),
        or(
          isNull(dealers.penaltyExpiredAt),
          sql`${dealers.penaltyExpiredAt} <= ${now.toISOString()}::timestamptz`,
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The first winner's bid leaves the auction with its deal (it stays marked selected, as history). */
export async function cancelWinningBid(tx: Tx, bidId: number, now: Date, reason: string): Promise<void> {
  await tx
    .update(biddings)
    .set({ canceledAt: now, cancelReason: reason })
    .where(and(eq(biddings.id, bidId), isNull(biddings.canceledAt)));
}

/** A fresh selection window over the bids still standing: the highest bid and bidder count recomputed. */
export async function reopenOverActiveBids(tx: Tx, auctionId: number, until: Date): Promise<AuctionRow> {
  const active = and(eq(biddings.auctionId, auctionId), isNull(biddings.canceledAt));
  const [row] = await tx
    .update(auctions)
    .set({
      selectExpireAt: until,
      maxBiddingPrice: sql`coalesce((select max(${biddings.price}) from ${biddings} where ${active}), 0)`,
      bidderCount: sql`(select count(distinct ${biddings.dealerId}) from ${biddings} where ${active})::int`,
      updatedAt: sql`now()`,
    })
    .where(eq(auctions.id, auctionId))
    .returning();
  if (!row) {
    throw new Error('auction vanished');
  }
  return row;
}

/**
 * Deals waiting for a confirmation their dealer can no longer give (banned, suspended or not approved at
 * `now`): the selections to release.
 */
export async function heldByUnavailableDealers(db: DbOrTx, now: Date): Promise<DealRow[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await db
    .select({ deal: deals })
    .from(deals)
    .innerJoin(auctions, eq(auctions.id, deals.auctionId))
    .innerJoin(dealers, eq(dealers.id, deals.dealerId))
    .where(
      and(
        dealInForceAt(['DEALER_CONFIRM']),
        or(
          sql`${dealers.penaltyExpiredAt} > ${at}`,
          sql`${dealers.suspendedAt} is not null`,
          sql`${dealers.status} <> 'APPROVED'`,
        ),
      ),
    )
    .orderBy(deals.auctionId);
  return rows.map((row) => row.deal);
}
