// The trust card a seller reads about each bidder (docs/domain.md "Dealer trust"), computed for every
// bidder of a listing at once: four grouped queries, whatever the number of bidders.
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
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
  trades: counted(sql`count(*)`),
  cut: counted(sql`count(*) filter (where ${deals.finalPrice} < ${deals.price})`),
  median: sql<
    number | null
  >`percentile_cont(0.5) within group (order by greatest(${deals.price} - ${deals.finalPrice}, 0)::float8 * 100 / ${deals.price})`.mapWith(
    (value: unknown) => (value === null ? null : Number(value)),
  ),
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
  const result = new Map<number, DealerTrust>(ids.map((id) => [id, { ...EMPTY_TRUST }]));
  if (!ids.length) {
    return result;
  }
  const dealerCaused = sql`(${deals.canceledBy} = 'DEALER' or (${deals.canceledBy} = 'SYSTEM' and ${inArray(
    deals.cancelReason,
    [SYSTEM_CANCEL_REASONS.depositExpired, SYSTEM_CANCEL_REASONS.noProgress],
  )}))`;
  const since = new Date(now.getTime() - DISPUTE_WINDOW_DAYS * DAY_MS);
  const cancelSince = options.cancelSince;
  const [completed, bids, dealCounts, reviewCounts, recent, lost, tiers] = await Promise.all([
    db
      .select({
        dealerId: deals.dealerId,
        trades: counted(sql`count(*)`),
        median: sql<
          number | null
        >`percentile_cont(0.5) within group (order by ${deals.finalPrice}::float8 / ${deals.price})`.mapWith(
          (value: unknown) => (value === null ? null : Number(value)),
        ),
      })
      .from(deals)
      .innerJoin(auctions, eq(auctions.id, deals.auctionId))
      .where(and(inArray(deals.dealerId, ids), completedTrade()))
      .groupBy(deals.dealerId),
    db
      .select({
        dealerId: biddings.dealerId,
        total: counted(sql`count(*)`),
        canceled: counted(
          sql`count(*) filter (where ${biddings.canceledAt} is not null and not exists (select 1 from ${deals} where ${deals.dealerId} = ${biddings.dealerId} and ${deals.biddingId} = ${biddings.id}))`,
        ),
      })
      .from(biddings)
      .where(
        and(inArray(biddings.dealerId, ids), cancelSince ? gte(biddings.biddingAt, cancelSince) : undefined),
      )
      .groupBy(biddings.dealerId),
    db
      .select({
        dealerId: deals.dealerId,
        total: counted(sql`count(*)`),
        canceled: counted(sql`count(*) filter (where ${deals.canceledAt} is not null and ${dealerCaused})`),
      })
      .from(deals)
      .where(and(inArray(deals.dealerId, ids), cancelSince ? gte(deals.selectedAt, cancelSince) : undefined))
      .groupBy(deals.dealerId),
    db
      .select({
        dealerId: reviews.dealerId,
        positive: counted(sql`count(*) filter (where ${reviews.ratings} >= 4)`),
        negative: counted(sql`count(*) filter (where ${reviews.ratings} <= 2)`),
      })
      .from(reviews)
      .where(and(inArray(reviews.dealerId, ids), eq(reviews.direction, 'SELLER_TO_DEALER')))
      .groupBy(reviews.dealerId),
    db
      .select({
        dealerId: deals.dealerId,
        ...cutColumns(),
      })
      .from(deals)
      .innerJoin(auctions, eq(auctions.id, deals.auctionId))
      .where(and(inArray(deals.dealerId, ids), completedTrade(), gte(deals.completedAt, since)))
      .groupBy(deals.dealerId),
    db
      .select({ dealerId: disputes.dealerId, lost: counted(sql`count(*)`) })
      .from(disputes)
      .where(
        and(
          inArray(disputes.dealerId, ids),
          eq(disputes.outcome, 'REJECTED'),
          gte(disputes.decidedAt, since),
        ),
      )
      .groupBy(disputes.dealerId),
    db
      .select({ dealerId: dealerScores.dealerId, tier: dealerScores.tier })
      .from(dealerScores)
      .where(inArray(dealerScores.dealerId, ids)),
  ]);

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
