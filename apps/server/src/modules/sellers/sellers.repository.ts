// Seller queries: the seller by phone (created at the first login), the seller's own listings and the active bids on one of them.
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import { auctions, biddings, brands, dealers, sellers } from '../../db/schema';
import type { DbOrTx } from '../../db/types';

/**
 * The seller of this phone, created (without a name yet) when the phone has none: a first login makes the
 * account. Two first logins at once insert one row (sellers_phone_key); both read it back.
 */
export async function findOrCreateSellerByPhone(db: DbOrTx, phone: string) {
  await db.insert(sellers).values({ name: '', phoneNumber: phone }).onConflictDoNothing();
  const [row] = await db.select().from(sellers).where(eq(sellers.phoneNumber, phone)).limit(1);
  if (!row) {
    throw new Error('seller not created');
  }
  return row;
}

const listingColumns = { auction: auctions, brandName: brands.name };

/** The seller's listings in every status, newest first. */
export async function listSellerAuctions(
  db: DbOrTx,
  sellerId: number,
  page: { limit: number; offset: number },
) {
  const [rows, totals] = await Promise.all([
    db
      .select(listingColumns)
      .from(auctions)
      .leftJoin(brands, eq(brands.id, auctions.brandId))
      .where(eq(auctions.sellerId, sellerId))
      .orderBy(desc(auctions.createdAt), desc(auctions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(auctions).where(eq(auctions.sellerId, sellerId)),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** One listing, only when it is the seller's own. */
export async function findSellerAuction(db: DbOrTx, sellerId: number, auctionId: number) {
  const [row] = await db
    .select(listingColumns)
    .from(auctions)
    .leftJoin(brands, eq(brands.id, auctions.brandId))
    .where(and(eq(auctions.id, auctionId), eq(auctions.sellerId, sellerId)))
    .limit(1);
  return row ?? null;
}

/** Active (not cancelled) bids, highest first, earliest first among equals, with the bidder's names. */
export async function activeBidsOf(db: DbOrTx, auctionId: number) {
  return db
    .select({
      id: biddings.id,
      price: biddings.price,
      biddingAt: biddings.biddingAt,
      isSelected: biddings.isSelected,
      dealerName: dealers.name,
      agencyName: dealers.agencyName,
    })
    .from(biddings)
    .innerJoin(dealers, eq(dealers.id, biddings.dealerId))
    .where(and(eq(biddings.auctionId, auctionId), isNull(biddings.canceledAt)))
    .orderBy(desc(biddings.price), asc(biddings.biddingAt), asc(biddings.id));
}
