// The seller as others see it: its name (a listing goes to review only with one) and which listings are its
// own (the seller's `/auction` socket room).
import type { DbOrTx } from '../../db/types';
import { findSeller, sellerOwnsListing } from './sellers.repository';

/** The seller's name as it stands ('' for a new phone not named yet; null for no such seller). */
export async function sellerNameOf(db: DbOrTx, sellerId: number): Promise<string | null> {
  return (await findSeller(db, sellerId))?.name ?? null;
}

/** A seller may watch an auction's `/auction` socket room only when the listing is its own. */
export function sellerOwnsAuction(db: DbOrTx, sellerId: number, auctionId: number): Promise<boolean> {
  return sellerOwnsListing(db, sellerId, auctionId);
}
