// Dealer queries: lookup for login, the profile row with its stats, and the dashboard counters.
import { and, asc, count, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { DEAL_PROGRESS_STATUSES } from '@autobid/shared';
import { auctionLikes, auctions, biddings, deals, dealers, reports, reviews } from '../../db/schema';
import type { DbOrTx } from '../../db/types';

export type DealerRow = typeof dealers.$inferSelect;

export async function findDealerByUsername(db: DbOrTx, username: string): Promise<DealerRow | null> {
  const [row] = await db.select().from(dealers).where(eq(dealers.username, username)).limit(1);
  return row ?? null;
}

/** Ends every session of the dealer: tokens carry the version they were issued at (docs/decisions/018). */
export async function endDealerSessions(db: DbOrTx, id: number, now: Date): Promise<void> {
  await db
    .update(dealers)
    .set({ tokenVersion: sql`${dealers.tokenVersion} + 1`, updatedAt: now })
    .where(eq(dealers.id, id));
}

export async function findDealerById(db: DbOrTx, id: number): Promise<DealerRow | null> {
  const [row] = await db.select().from(dealers).where(eq(dealers.id, id)).limit(1);
  return row ?? null;
}

export type DealerStats = {
  positiveReviewCount: number;
  negativeReviewCount: number;
  monthlyCompleteTransactionCount: number;
  bidsLast30Days: number;
  reportCount: number;
  biddingCancelCount: number;
};

export async function dealerStats(
  db: DbOrTx,
  dealerId: number,
  range: { monthStart: Date; bidsSince: Date },
): Promise<DealerStats> {
  const countOf = async (query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0;
  const sellerReviews = and(eq(reviews.dealerId, dealerId), eq(reviews.direction, 'SELLER_TO_DEALER'));
  const [positive, negative, monthly, bids, reportCount, cancels] = await Promise.all([
    countOf(
      db
        .select({ value: count() })
        .from(reviews)
        .where(and(sellerReviews, gte(reviews.ratings, 4))),
    ),
    countOf(
      db
        .select({ value: count() })
        .from(reviews)
        .where(and(sellerReviews, sql`${reviews.ratings} <= 2`)),
    ),
    countOf(
      db
        .select({ value: count() })
        .from(deals)
        .where(
          and(
            eq(deals.dealerId, dealerId),
            isNull(deals.canceledAt),
            gte(deals.completedAt, range.monthStart),
          ),
        ),
    ),
    countOf(
      db
        .select({ value: count() })
        .from(biddings)
        .where(and(eq(biddings.dealerId, dealerId), gte(biddings.biddingAt, range.bidsSince))),
    ),
    countOf(db.select({ value: count() }).from(reports).where(eq(reports.dealerId, dealerId))),
    countOf(
      db
        .select({ value: count() })
        .from(biddings)
        // The dealer's own cancellations: a winning bid cancelled with its deal (ADR 011) is a trade cancel.
        .where(
          and(
            eq(biddings.dealerId, dealerId),
            isNotNull(biddings.canceledAt),
            sql`not exists (select 1 from ${deals} where ${deals.dealerId} = ${dealerId} and ${deals.biddingId} = ${biddings.id})`,
          ),
        ),
    ),
  ]);
  return {
    positiveReviewCount: positive,
    negativeReviewCount: negative,
    monthlyCompleteTransactionCount: monthly,
    bidsLast30Days: bids,
    reportCount,
    biddingCancelCount: cancels,
  };
}

export type DashboardCounts = {
  likeCount: number;
  biddingCount: number;
  successfulBiddingCount: number;
  progressCount: number;
};

/** The dealer's deals waiting for the fee (DEALER_DEPOSIT, not cancelled), nearest deadline first. */
export async function feeDueOf(
  db: DbOrTx,
  dealerId: number,
): Promise<{ auctionId: number; model: string; fee: number; depositDeadline: Date }[]> {
  const rows = await db
    .select({
      auctionId: deals.auctionId,
      model: auctions.model,
      fee: deals.fee,
      depositDeadline: deals.depositDeadline,
    })
    .from(deals)
    .innerJoin(auctions, eq(auctions.id, deals.auctionId))
    .where(
      and(
        eq(deals.dealerId, dealerId),
        isNull(deals.canceledAt),
        eq(auctions.status, 'DEALER_DEPOSIT'),
        isNotNull(deals.fee),
        isNotNull(deals.depositDeadline),
      ),
    )
    .orderBy(asc(deals.depositDeadline), asc(deals.auctionId));
  return rows.map((row) => ({ ...row, fee: row.fee!, depositDeadline: row.depositDeadline! }));
}

export async function dashboardCounts(db: DbOrTx, dealerId: number): Promise<DashboardCounts> {
  const countOf = async (query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0;
  const [likeCount, biddingCount, successfulBiddingCount, progressCount] = await Promise.all([
    // The watch list the counter opens (/auction/list?liked=true) holds live auctions only: count those.
    countOf(
      db
        .select({ value: count() })
        .from(auctionLikes)
        .innerJoin(auctions, eq(auctions.id, auctionLikes.auctionId))
        .where(and(eq(auctionLikes.dealerId, dealerId), eq(auctions.status, 'PROGRESS'))),
    ),
    countOf(
      db
        .select({ value: count() })
        .from(biddings)
        .innerJoin(auctions, eq(auctions.id, biddings.auctionId))
        .where(
          and(eq(biddings.dealerId, dealerId), isNull(biddings.canceledAt), eq(auctions.status, 'PROGRESS')),
        ),
    ),
    countOf(
      db
        .select({ value: count() })
        .from(biddings)
        .where(and(eq(biddings.dealerId, dealerId), eq(biddings.isSelected, true))),
    ),
    countOf(
      db
        .select({ value: count() })
        .from(deals)
        .innerJoin(auctions, eq(auctions.id, deals.auctionId))
        // A released or cancelled deal is history even when its auction goes on with another dealer.
        .where(
          and(
            eq(deals.dealerId, dealerId),
            isNull(deals.canceledAt),
            inArray(auctions.status, [...DEAL_PROGRESS_STATUSES]),
          ),
        ),
    ),
  ]);
  return { likeCount, biddingCount, successfulBiddingCount, progressCount };
}
