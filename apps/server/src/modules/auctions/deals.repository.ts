// Deal queries (docs/decisions/006-deal-flow.md): the deal row, its parties, bids and idempotency records.
// The status change of each step is the lifecycle's (`tryApply` in lifecycle.ts); these are what the step
// reads and writes beside it.
import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { auctions, biddings, brands, dealers, deals, idempotencyRecords, sellers } from '../../db/schema';
import { prepared } from '../../db/prepared';
import type { DbOrTx, Tx } from '../../db/types';
import { dealInForceAt } from '../../db/deal-in-force';
import { hasRow } from '../../lib/has-row';
import {
  imagesJson,
  isLikedByPlaceholder,
  listCardBrand,
  listCardColumns,
  type ListCardAuction,
  type ListCardBrand,
  type AuctionRow,
  type DealRow,
  type ImageRow,
} from './auctions.repository';
import { hasConfirmedConsent } from './owner-consents.repository';

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

export async function isReferenceTaken(db: DbOrTx, reference: string): Promise<boolean> {
  return hasRow(db, deals, eq(deals.depositReference, reference));
}

// ---- deal list ----

/** A deal list row: the card's columns and what the card shows of the deal. */
export type DealListRow = {
  deal: Pick<
    DealRow,
    'price' | 'finalPrice' | 'fee' | 'reservedAt' | 'completedAt' | 'depositDeadline' | 'canceledAt'
  >;
  auction: ListCardAuction;
  brand: ListCardBrand | null;
  isLiked: boolean;
  ownerConsented: boolean;
  images: ImageRow[] | string;
};

export async function dealsOfDealer(
  db: DbOrTx,
  dealerId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: DealListRow[]; total: number }> {
  const pageStatement = prepared(db, 'deal_list_page', (on, name) =>
    on
      .select({
        deal: {
          price: deals.price,
          finalPrice: deals.finalPrice,
          fee: deals.fee,
          reservedAt: deals.reservedAt,
          completedAt: deals.completedAt,
          depositDeadline: deals.depositDeadline,
          canceledAt: deals.canceledAt,
        },
        auction: listCardColumns(),
        brand: listCardBrand,
        isLiked: isLikedByPlaceholder('dealerId'),
        ownerConsented: hasConfirmedConsent,
        images: imagesJson,
      })
      .from(deals)
      .innerJoin(auctions, eq(auctions.id, deals.auctionId))
      .leftJoin(brands, eq(brands.id, auctions.brandId))
      .where(eq(deals.dealerId, sql.placeholder('dealerId')))
      .orderBy(desc(deals.selectedAt), desc(deals.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
  const totalStatement = prepared(db, 'deal_list_total', (on, name) =>
    on
      .select({ value: count() })
      .from(deals)
      .where(eq(deals.dealerId, sql.placeholder('dealerId')))
      .prepare(name),
  );
  const [rows, totals] = await Promise.all([
    pageStatement.execute({ dealerId, ...page }),
    totalStatement.execute({ dealerId }),
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
