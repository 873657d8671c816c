// The bids still standing on an auction, in the order they rank: the seller's bid list, the operator's pick
// of the highest for the seller, and the withdrawal notices read them.
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { biddings, dealers } from '../../db/schema';
import type { DbOrTx } from '../../db/types';

/**
 * Active (not cancelled) bids, highest first, earliest first among equals, with the bidder's names and phone
 * (the seller's bid list, the operator's pick of the highest, the withdrawal notices).
 */
export async function activeBidsOf(db: DbOrTx, auctionId: number) {
  return db
    .select({
      id: biddings.id,
      price: biddings.price,
      biddingAt: biddings.biddingAt,
      isSelected: biddings.isSelected,
      dealerId: biddings.dealerId,
      dealerName: dealers.name,
      agencyName: dealers.agencyName,
      dealerPhone: dealers.phoneNumber,
    })
    .from(biddings)
    .innerJoin(dealers, eq(dealers.id, biddings.dealerId))
    .where(and(eq(biddings.auctionId, auctionId), isNull(biddings.canceledAt)))
    .orderBy(desc(biddings.price), asc(biddings.biddingAt), asc(biddings.id));
}
