// Dealer queries: lookup for login, the profile row with its stats, and the dashboard counters.
import {
  and,
  asc,
  count,
  eq,
  getTableColumns,
  gte,
  isNotNull,
  isNull,
  sql,
  type SQLWrapper,
} from 'drizzle-orm';
import {
  DEAL_ACTIVE_STATUSES,
  DEAL_PROGRESS_STATUSES,
  type AuctionStatus,
  type DealerScore,
} from '@autobid/shared';
import {
  auctionLikes,
  auctions,
  biddings,
  dealerScores,
  deals,
  dealers,
  reports,
  reviews,
} from '../../db/schema';
import { prepared } from '../../db/prepared';
import type { DbOrTx } from '../../db/types';
import { oneDealerFigures, oneDealerMoments, scoreOfFigures } from '../auctions/auctions.public';
import { dealInForceAt } from '../../db/deal-in-force';
import { parsedJson } from '../../db/json-column';

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

export type DealerStats = {
  positiveReviewCount: number;
  negativeReviewCount: number;
  monthlyCompleteTransactionCount: number;
  bidsLast30Days: number;
  reportCount: number;
  biddingCancelCount: number;
};

/** A count as one column of a single statement: each is an index lookup on the dealer's own rows. */
const countIn = (query: SQLWrapper) => sql<number>`(${query})`.mapWith(Number);

/** The dealer's deals in force (a released or cancelled deal is history) whose auction is in one of `statuses`. */
const dealsInForce = (dealerId: SQLWrapper, statuses: readonly AuctionStatus[]) =>
  and(eq(deals.dealerId, dealerId), dealInForceAt(statuses));

/** The dealer of a prepared statement (docs/decisions/042). */
const dealerParam = sql.placeholder('dealerId');

/**
 * The profile's statistics as columns of its statement: every count is bounded by the dealer's own reviews,
 * deals, bids and reports, whatever the number of auctions.
 */
function statsColumns(on: DbOrTx) {
  const counted = () => on.select({ value: count() });
  const sellerReviews = and(eq(reviews.dealerId, dealerParam), eq(reviews.direction, 'SELLER_TO_DEALER'));
  return {
    positiveReviewCount: countIn(
      counted()
        .from(reviews)
        .where(and(sellerReviews, gte(reviews.ratings, 4))),
    ),
    negativeReviewCount: countIn(
      counted()
        .from(reviews)
        .where(and(sellerReviews, sql`${reviews.ratings} <= 2`)),
    ),
    monthlyCompleteTransactionCount: countIn(
      counted()
        .from(deals)
        .where(
          and(
            eq(deals.dealerId, dealerParam),
            isNull(deals.canceledAt),
            sql`${deals.completedAt} >= ${sql.placeholder('monthStart')}::timestamptz`,
          ),
        ),
    ),
    bidsLast30Days: countIn(
      counted()
        .from(biddings)
        .where(
          and(
            eq(biddings.dealerId, dealerParam),
            sql`${biddings.biddingAt} >= ${sql.placeholder('bidsSince')}::timestamptz`,
          ),
        ),
    ),
    reportCount: countIn(counted().from(reports).where(eq(reports.dealerId, dealerParam))),
    // The dealer's own cancellations: a winning bid cancelled with its deal (ADR 011) is a trade cancel.
    biddingCancelCount: countIn(
      counted()
        .from(biddings)
        .where(
          and(
            eq(biddings.dealerId, dealerParam),
            isNotNull(biddings.canceledAt),
            sql`not exists (select 1 from ${deals} where ${deals.dealerId} = ${dealerParam}::integer and ${deals.biddingId} = ${biddings.id})`,
          ),
        ),
    ),
  };
}

/**
 * The dealer's profile in one statement (one round trip instead of twelve): its row, its score row, the profile's
 * statistics (`statsColumns`) and the figures of its score (`oneDealerFigures`); null for no dealer.
 */
export async function dealerProfileOf(
  db: DbOrTx,
  dealerId: number,
  now: Date,
  range: { monthStart: Date; bidsSince: Date },
): Promise<{ dealer: DealerRow; stats: DealerStats; score: DealerScore } | null> {
  const statement = prepared(db, 'dealer_profile', (on, name) =>
    on
      .select({
        dealer: getTableColumns(dealers),
        scoreRow: getTableColumns(dealerScores),
        stats: statsColumns(on),
        figures: oneDealerFigures(on),
      })
      .from(dealers)
      .leftJoin(dealerScores, eq(dealerScores.dealerId, dealers.id))
      .where(eq(dealers.id, dealerParam))
      .prepare(name),
  );
  const [row] = await statement.execute({
    dealerId,
    monthStart: range.monthStart.toISOString(),
    bidsSince: range.bidsSince.toISOString(),
    ...oneDealerMoments(now),
  });
  if (!row) {
    return null;
  }
  return {
    dealer: row.dealer,
    stats: row.stats,
    score: scoreOfFigures(dealerId, row.scoreRow, row.figures, now),
  };
}

export type DashboardCounts = {
  likeCount: number;
  biddingCount: number;
  successfulBiddingCount: number;
  progressCount: number;
};

export type OpenDeal = {
  auctionId: number;
  model: string;
  status: AuctionStatus;
  statusChangedAt: Date;
  fee: number | null;
  depositDeadline: Date | null;
  reservedAt: Date | null;
};

/** The dealer's deals in force at a step the dealer owns (DEALER_CONFIRM .. RESERVATION_COMPLETE). */
export async function openDealsOf(db: DbOrTx, dealerId: number): Promise<OpenDeal[]> {
  const statement = prepared(db, 'dealer_open_deals', (on, name) =>
    on
      .select({
        auctionId: deals.auctionId,
        model: auctions.model,
        status: auctions.status,
        statusChangedAt: auctions.statusChangedAt,
        fee: deals.fee,
        depositDeadline: deals.depositDeadline,
        reservedAt: deals.reservedAt,
      })
      .from(deals)
      .innerJoin(auctions, eq(auctions.id, deals.auctionId))
      .where(dealsInForce(dealerParam, DEAL_ACTIVE_STATUSES))
      .orderBy(asc(deals.auctionId))
      .prepare(name),
  );
  return statement.execute({ dealerId });
}

/** An open deal as the dashboard's statement hands it back: JSON, its times as text. */
type OpenDealJson = Omit<OpenDeal, 'statusChangedAt' | 'depositDeadline' | 'reservedAt'> & {
  statusChangedAt: string;
  depositDeadline: string | null;
  reservedAt: string | null;
};

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

/**
 * The four home counters and the dealer's open deals (`openDealsOf`'s rows, in its order) in one statement, each an
 * index lookup on the dealer's own rows: one round trip for the dashboard (docs/decisions/042).
 */
export async function dashboardOf(
  db: DbOrTx,
  dealerId: number,
): Promise<{ counts: DashboardCounts; openDeals: OpenDeal[] }> {
  const statement = prepared(db, 'dealer_dashboard', (on, name) => {
    const counted = () => on.select({ value: count() });
    const isLive = eq(auctions.status, 'PROGRESS');
    const activeBids = and(eq(biddings.dealerId, dealerParam), isNull(biddings.canceledAt));
    return on
      .select({
        // The watch list the counter opens (/auction/list?liked=true) holds live auctions only: count those.
        likeCount: countIn(
          counted()
            .from(auctionLikes)
            .innerJoin(auctions, eq(auctions.id, auctionLikes.auctionId))
            .where(and(eq(auctionLikes.dealerId, dealerParam), isLive)),
        ),
        biddingCount: countIn(
          counted()
            .from(biddings)
            .innerJoin(auctions, eq(auctions.id, biddings.auctionId))
            .where(and(activeBids, isLive)),
        ),
        successfulBiddingCount: countIn(
          counted()
            .from(biddings)
            .where(and(eq(biddings.dealerId, dealerParam), eq(biddings.isSelected, true))),
        ),
        // A released or cancelled deal is history even when its auction goes on with another dealer.
        progressCount: countIn(
          counted()
            .from(deals)
            .innerJoin(auctions, eq(auctions.id, deals.auctionId))
            .where(dealsInForce(dealerParam, DEAL_PROGRESS_STATUSES)),
        ),
        // A subquery with its join, so its columns are written with their tables.
        openDeals: sql<OpenDealJson[] | string>`(${on
          .select({
            deals: sql`coalesce(json_agg(json_build_object('auctionId', ${deals.auctionId}, 'model', ${auctions.model}, 'status', ${auctions.status}, 'statusChangedAt', ${auctions.statusChangedAt}, 'fee', ${deals.fee}, 'depositDeadline', ${deals.depositDeadline}, 'reservedAt', ${deals.reservedAt}) order by ${deals.auctionId}), '[]'::json)`,
          })
          .from(deals)
          .innerJoin(auctions, eq(auctions.id, deals.auctionId))
          .where(dealsInForce(dealerParam, DEAL_ACTIVE_STATUSES))})`,
      })
      .from(sql`(select 1) as one`)
      .prepare(name);
  });
  const [row] = await statement.execute({ dealerId });
  const { openDeals, ...counts } = row!;
  const open = parsedJson<OpenDealJson[]>(openDeals);
  return {
    counts,
    openDeals: open.map((deal) => ({
      ...deal,
      statusChangedAt: new Date(deal.statusChangedAt),
      depositDeadline: dateOrNull(deal.depositDeadline),
      reservedAt: dateOrNull(deal.reservedAt),
    })),
  };
}
