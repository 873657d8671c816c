// The trust card a seller reads about each bidder (docs/domain.md "Dealer trust"), computed for every
// bidder of a listing at once: four grouped queries, whatever the number of bidders.
import { and, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DAY_MS, DISPUTE_WINDOW_DAYS, type DealerTrust } from '@autobid/shared';
import { auctions, biddings, dealerScores, deals, disputes, reviews } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { completedTrade } from '../../db/deal-in-force';
import { SYSTEM_CANCEL_REASONS } from './cancel-reasons';

const EMPTY_TRUST: DealerTrust = {
  completedTrades: 0,
  cancelRate: 0,
  positiveReviews: 0,
  negativeReviews: 0,
  medianFinalToBidRatio: null,
  priceCutShare: null,
  medianCutPercent: null,
  disputesLost: 0,
  recentTrades: 0,
  tier: 'STANDARD',
};

/** A dealer with at least this many recent trades gets an expected price beside each bid. */
export const EXPECTED_PRICE_MIN_TRADES = 3;

/** The bid less the dealer's median cut, in whole 10,000 won, when the recent record is long enough. */
export function expectedPriceOf(bid: number, trust: DealerTrust): number | null {
  if (trust.recentTrades < EXPECTED_PRICE_MIN_TRADES || trust.medianCutPercent === null) {
    return null;
  }
  return Math.round((bid * (1 - trust.medianCutPercent / 100)) / 10_000) * 10_000;
}

const roundTo = (value: number, digits: number) => {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
};

const counted = (expression: ReturnType<typeof sql>) => sql<number>`${expression}`.mapWith(Number);

/** Completed trades, those below the winning bid, and the median cut in percent (0 for an uncut one). */
const cutColumns = () => ({
  trades: counted(sql`count(*)`).as('trades'),
  cut: counted(sql`count(*) filter (where ${deals.finalPrice} < ${deals.price})`).as('cut'),
  median: sql<
    number | null
  >`percentile_cont(0.5) within group (order by greatest(${deals.price} - ${deals.finalPrice}, 0)::float8 * 100 / ${deals.price})`
    .mapWith((value: unknown) => (value === null ? null : Number(value)))
    .as('median'),
});

/**
 * The trust card of each dealer (every id answers, an unknown or new dealer with zeros):
 * - completedTrades: the dealer's deals in force whose auction reached COMPLETE (or the title-transfer states);
 * - cancelRate: (bids the dealer cancelled + deals the dealer cancelled or lost to the deposit deadline or
 *   48 hours without progress) / (all the dealer's bids + all its deals), 2 decimals, 0 with none. A bid
 *   cancelled because its deal was cancelled (a runner-up offer, ADR 011) counts once, as the deal;
 * - positive / negative reviews: sellers' reviews of 4-5 / 1-2 stars;
 * - medianFinalToBidRatio: the median of final price / bid price over the completed trades, 3 decimals;
 * - over the trades completed in the last 90 days (recentTrades): priceCutShare, the share completed below
 *   the winning bid (2 decimals), and medianCutPercent, the median of (bid − final) / bid in percent (1
 *   decimal, 0 for an uncut trade); disputesLost, the disputes decided REJECTED in those 90 days;
 * - tier: the tier in force (docs/domain.md "Dealer score and tiers"), 일반 with no score yet.
 * With `cancelSince` the cancel rate counts only the bids placed and deals selected since then (the dealer
 * score's 90 days).
 */
export async function dealerTrustOf(
  db: DbOrTx,
  dealerIds: readonly number[],
  now: Date,
  options: { cancelSince?: Date } = {},
): Promise<Map<number, DealerTrust>> {
  const ids = [...new Set(dealerIds)];
  if (!ids.length) {
    return new Map();
  }
  const queries = trustQueries(db, {
    ...batchScope(ids, dealerMoments(now, options.cancelSince)),
    cancelSince: Boolean(options.cancelSince),
  });
  const [completed, bids, dealCounts, reviewCounts, recent, lost, tiers] = await Promise.all([
    queries.completed,
    queries.bids,
    queries.dealCounts,
    queries.reviewCounts,
    queries.recent,
    queries.lost,
    queries.tiers,
  ]);
  return trustFrom(ids, { completed, bids, dealCounts, reviewCounts, recent, lost, tiers });
}

/** The instants a dealer's figures are measured against, as SQL: given as values, or as a prepared statement's placeholders. */
export type DealerMoment = 'now' | 'disputeSince' | 'cancelSince' | 'scoreSince';

/**
 * Which dealers the grouped queries below read and the instants they count from: `inArray` with values for a
 * batch, or `eq` with a placeholder when one prepared statement reads one dealer's figures (docs/decisions/042).
 */
export type DealerFigureScope = {
  dealerIs: (column: AnyPgColumn) => SQL;
  at: (moment: DealerMoment) => SQL;
};

/** The instants of `DealerMoment` for a computation at `now` (the score's window counting bids and deals since `scoreSince`). */
export function dealerMoments(now: Date, scoreSince: Date = now): Record<DealerMoment, Date> {
  return {
    now,
    disputeSince: new Date(now.getTime() - DISPUTE_WINDOW_DAYS * DAY_MS),
    cancelSince: scoreSince,
    scoreSince,
  };
}

/** The scope of a batch of dealers, the instants as values. */
export function batchScope(ids: readonly number[], moments: Record<DealerMoment, Date>): DealerFigureScope {
  return {
    dealerIs: (column) => inArray(column, ids),
    at: (moment) => sql`${moments[moment].toISOString()}::timestamptz`,
  };
}

/** The trust card's seven grouped queries, one row per dealer that has rows (`trustFrom` reads them). */
export function trustQueries(db: DbOrTx, scope: DealerFigureScope & { cancelSince: boolean }) {
  const { dealerIs, at } = scope;
  const dealerCaused = sql`(${deals.canceledBy} = 'DEALER' or (${deals.canceledBy} = 'SYSTEM' and ${inArray(
    deals.cancelReason,
    [SYSTEM_CANCEL_REASONS.depositExpired, SYSTEM_CANCEL_REASONS.noProgress],
  )}))`;
  const since = (column: AnyPgColumn) => sql`${column} >= ${at('disputeSince')}`;
  const cancelSince = (column: AnyPgColumn) =>
    scope.cancelSince ? sql`${column} >= ${at('cancelSince')}` : undefined;
  return {
    completed: db
      .select({
        dealerId: deals.dealerId,
        trades: counted(sql`count(*)`).as('trades'),
        median: sql<
          number | null
        >`percentile_cont(0.5) within group (order by ${deals.finalPrice}::float8 / ${deals.price})`
          .mapWith((value: unknown) => (value === null ? null : Number(value)))
          .as('median'),
      })
      .from(deals)
      .innerJoin(auctions, eq(auctions.id, deals.auctionId))
      .where(and(dealerIs(deals.dealerId), completedTrade()))
      .groupBy(deals.dealerId),
    bids: db
      .select({
        dealerId: biddings.dealerId,
        total: counted(sql`count(*)`).as('total'),
        canceled: counted(
          sql`count(*) filter (where ${biddings.canceledAt} is not null and not exists (select 1 from ${deals} where ${deals.dealerId} = ${biddings.dealerId} and ${deals.biddingId} = ${biddings.id}))`,
        ).as('canceled'),
      })
      .from(biddings)
      .where(and(dealerIs(biddings.dealerId), cancelSince(biddings.biddingAt)))
      .groupBy(biddings.dealerId),
    dealCounts: db
      .select({
        dealerId: deals.dealerId,
        total: counted(sql`count(*)`).as('total'),
        canceled: counted(
          sql`count(*) filter (where ${deals.canceledAt} is not null and ${dealerCaused})`,
        ).as('canceled'),
      })
      .from(deals)
      .where(and(dealerIs(deals.dealerId), cancelSince(deals.selectedAt)))
      .groupBy(deals.dealerId),
    reviewCounts: db
      .select({
        dealerId: reviews.dealerId,
        positive: counted(sql`count(*) filter (where ${reviews.ratings} >= 4)`).as('positive'),
        negative: counted(sql`count(*) filter (where ${reviews.ratings} <= 2)`).as('negative'),
      })
      .from(reviews)
      .where(and(dealerIs(reviews.dealerId), eq(reviews.direction, 'SELLER_TO_DEALER')))
      .groupBy(reviews.dealerId),
    recent: db
      .select({
        dealerId: deals.dealerId,
        ...cutColumns(),
      })
      .from(deals)
      .innerJoin(auctions, eq(auctions.id, deals.auctionId))
      .where(and(dealerIs(deals.dealerId), completedTrade(), since(deals.completedAt)))
      .groupBy(deals.dealerId),
    lost: db
      .select({ dealerId: disputes.dealerId, lost: counted(sql`count(*)`).as('lost') })
      .from(disputes)
      .where(and(dealerIs(disputes.dealerId), eq(disputes.outcome, 'REJECTED'), since(disputes.decidedAt)))
      .groupBy(disputes.dealerId),
    tiers: db
      .select({ dealerId: dealerScores.dealerId, tier: dealerScores.tier })
      .from(dealerScores)
      .where(dealerIs(dealerScores.dealerId)),
  };
}

type TrustQueries = ReturnType<typeof trustQueries>;
/** The rows of each of `trustQueries`. */
export type TrustRows = { [K in keyof TrustQueries]: Awaited<TrustQueries[K]> };

/** The trust card of each of `ids` from the rows of `trustQueries` (an id without rows has zeros). */
export function trustFrom(ids: readonly number[], rows: TrustRows): Map<number, DealerTrust> {
  const result = new Map<number, DealerTrust>(ids.map((id) => [id, { ...EMPTY_TRUST }]));
  const { completed, bids, dealCounts, reviewCounts, recent, lost, tiers } = rows;

  for (const row of tiers) {
    result.get(row.dealerId)!.tier = row.tier as DealerTrust['tier'];
  }

  for (const row of recent) {
    const trust = result.get(row.dealerId)!;
    trust.recentTrades = row.trades;
    trust.priceCutShare = row.trades > 0 ? roundTo(row.cut / row.trades, 2) : null;
    trust.medianCutPercent = row.median === null ? null : roundTo(row.median, 1);
  }
  for (const row of lost) {
    result.get(row.dealerId)!.disputesLost = row.lost;
  }

  for (const row of completed) {
    const trust = result.get(row.dealerId)!;
    trust.completedTrades = row.trades;
    trust.medianFinalToBidRatio = row.median === null ? null : roundTo(row.median, 3);
  }
  for (const row of reviewCounts) {
    const trust = result.get(row.dealerId)!;
    trust.positiveReviews = row.positive;
    trust.negativeReviews = row.negative;
  }
  const tally = new Map<number, { canceled: number; total: number }>();
  for (const row of [...bids, ...dealCounts]) {
    const entry = tally.get(row.dealerId) ?? { canceled: 0, total: 0 };
    entry.canceled += row.canceled;
    entry.total += row.total;
    tally.set(row.dealerId, entry);
  }
  for (const [dealerId, { canceled, total }] of tally) {
    result.get(dealerId)!.cancelRate = total > 0 ? roundTo(canceled / total, 2) : 0;
  }
  return result;
}

/**
 * The market's price cuts at handover over the trades completed in the last 90 days (the console's dashboard,
 * docs/domain.md "Handover"): how many, the share completed below the winning bid, the median cut in percent.
 */
export async function marketCutFigures(
  db: DbOrTx,
  now: Date,
): Promise<{ completedTrades: number; cutRate: number | null; medianCutPercent: number | null }> {
  const since = new Date(now.getTime() - DISPUTE_WINDOW_DAYS * DAY_MS);
  const [row] = await db
    .select({
      ...cutColumns(),
    })
    .from(deals)
    .innerJoin(auctions, eq(auctions.id, deals.auctionId))
    .where(and(completedTrade(), gte(deals.completedAt, since)));
  const trades = row?.trades ?? 0;
  return {
    completedTrades: trades,
    cutRate: trades > 0 ? roundTo((row?.cut ?? 0) / trades, 2) : null,
    medianCutPercent: row?.median === null || row?.median === undefined ? null : roundTo(row.median, 1),
  };
}
