// The little the review rules read about an auction.
import { eq } from 'drizzle-orm';
import { auctions } from '../../db/schema';
import type { DbOrTx } from '../../db/types';

export async function auctionStatusOf(db: DbOrTx, auctionId: number) {
  const [row] = await db
    .select({ status: auctions.status, sellerId: auctions.sellerId })
    .from(auctions)
    .where(eq(auctions.id, auctionId))
    .limit(1);
  return row ?? null;
}
