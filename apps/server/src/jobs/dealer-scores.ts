// The dealer score's clock work (docs/domain.md "Dealer score and tiers"): the nightly pass over every
// approved dealer at 03:00 Asia/Seoul, and the dealers of the deals and transfers a clock pass just moved
// (a fee window missed, 48 hours without progress, a transfer delayed or confirmed).
import { DAY_MS, HOUR_MS, startOfKstDay } from '@autobid/shared';
import { inArray } from 'drizzle-orm';
import { deals } from '../db/schema';
import type { DbOrTx } from '../db/types';
import {
  refreshAllDealerScores,
  refreshDealerScore,
  type DealerScoreDeps,
} from '../modules/auctions/auctions.public';

/** The nightly pass's hour, Asia/Seoul. */
export const DEALER_SCORE_HOUR_KST = 3;

/** The start of the nightly slot `now` falls in: today's 03:00 Asia/Seoul, or yesterday's before it. */
export function dealerScoreSlotOf(now: Date): Date {
  const today = startOfKstDay(now).getTime() + DEALER_SCORE_HOUR_KST * HOUR_MS;
  return new Date(today <= now.getTime() ? today : today - DAY_MS);
}

/** Measures again the dealers of these auctions' deals (every deal of each, the cancelled ones too). */
export async function rescoreDealersOfAuctions(
  deps: DealerScoreDeps & { db: DbOrTx },
  auctionIds: readonly number[],
  now: Date,
): Promise<number[]> {
  if (!auctionIds.length) {
    return [];
  }
  const rows = await deps.db
    .selectDistinct({ dealerId: deals.dealerId })
    .from(deals)
    .where(inArray(deals.auctionId, [...new Set(auctionIds)]));
  for (const row of rows) {
    await refreshDealerScore(deps, row.dealerId, now);
  }
  return rows.map((row) => row.dealerId);
}

export { refreshAllDealerScores };
