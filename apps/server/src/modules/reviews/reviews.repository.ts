// The little the review rules read about an auction and its winner, and whether an auction's review in one
// direction exists.
import { and, desc, eq, sql } from 'drizzle-orm';
import { auctions, deals, reviews } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { hasRow } from '../../lib/has-row';

/**
 * The auction's status and seller, and the dealer of its latest deal (the one in force, or the last
 * cancelled or released one; null without a deal): read here rather than through the auction's module,
 * which reads the reviews (docs/conventions.md "Modules by thing").
 */
export async function reviewedTradeOf(db: DbOrTx, auctionId: number) {
  const latestDealer = db
    .select({ dealerId: deals.dealerId })
    .from(deals)
    .where(eq(deals.auctionId, auctionId))
    .orderBy(desc(deals.id))
    .limit(1);
  const [row] = await db
    .select({
      status: auctions.status,
      sellerId: auctions.sellerId,
      winnerId: sql<number | null>`(${latestDealer})`.mapWith(Number),
    })
    .from(auctions)
    .where(eq(auctions.id, auctionId))
    .limit(1);
  return row ?? null;
}

/** Who reviews whom: the winner the seller, or the seller the winning dealer (once each per auction). */
export type ReviewDirection = 'DEALER_TO_SELLER' | 'SELLER_TO_DEALER';

/** Whether the auction already has its review in `direction`. */
export async function reviewExists(
  db: DbOrTx,
  auctionId: number,
  direction: ReviewDirection,
): Promise<boolean> {
  return hasRow(db, reviews, and(eq(reviews.auctionId, auctionId), eq(reviews.direction, direction)));
}
