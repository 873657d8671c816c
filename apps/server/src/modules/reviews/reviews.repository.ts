// The little the review rules read about an auction, and whether an auction's review in one direction exists.
import { and, eq } from 'drizzle-orm';
import { auctions, reviews } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { hasRow } from '../../lib/has-row';

export async function auctionStatusOf(db: DbOrTx, auctionId: number) {
  const [row] = await db
    .select({ status: auctions.status, sellerId: auctions.sellerId })
    .from(auctions)
    .where(eq(auctions.id, auctionId))
    .limit(1);
  return row ?? null;
}

/** Who reviews whom: the winner the seller, or the seller the winning dealer (once each per auction). */
export type ReviewDirection = 'DEALER_TO_SELLER' | 'SELLER_TO_DEALER';

/** Whether the auction already has its review in `direction`. */
export async function hasReview(db: DbOrTx, auctionId: number, direction: ReviewDirection): Promise<boolean> {
  return hasRow(db, reviews, and(eq(reviews.auctionId, auctionId), eq(reviews.direction, direction)));
}
