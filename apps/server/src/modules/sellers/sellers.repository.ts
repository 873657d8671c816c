// Seller queries: the seller by phone (created at the first login) and by id, its name, the seller's own
// listings, and the seller's review and report of the dealer.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { auctions, brands, dealers, reports, reviews, sellers } from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/types';
import { hasRow } from '../../lib/has-row';

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

export async function findSeller(db: DbOrTx, sellerId: number) {
  const [row] = await db.select().from(sellers).where(eq(sellers.id, sellerId)).limit(1);
  return row ?? null;
}

export async function updateSellerName(db: DbOrTx, sellerId: number, name: string) {
  const [row] = await db.update(sellers).set({ name }).where(eq(sellers.id, sellerId)).returning();
  return row ?? null;
}

/** Ends every session of the seller: tokens carry the version they were issued at (docs/decisions/018). */
export async function endSellerSessions(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(sellers)
    .set({ tokenVersion: sql`${sellers.tokenVersion} + 1` })
    .where(eq(sellers.id, id));
}

const listingColumns = { auction: auctions, brandName: brands.name };

/** Whether the seller has reviewed the dealer of this auction (the list's "후기" step). */
const sellerReviewed =
  sql<boolean>`exists (select 1 from ${reviews} where ${reviews.auctionId} = ${auctions.id} and ${reviews.direction} = 'SELLER_TO_DEALER')`.mapWith(
    Boolean,
  );

/** The seller's listings in every status, newest first. */
export async function listSellerAuctions(
  db: DbOrTx,
  sellerId: number,
  page: { limit: number; offset: number },
) {
  const [rows, totals] = await Promise.all([
    db
      .select({ ...listingColumns, hasReview: sellerReviewed })
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

/** Whether the listing is this seller's (the `/auction` socket room of a seller). */
export async function sellerOwnsListing(db: DbOrTx, sellerId: number, auctionId: number): Promise<boolean> {
  return hasRow(db, auctions, and(eq(auctions.id, auctionId), eq(auctions.sellerId, sellerId)));
}

/** The seller's review of the dealer; null when the listing already has one (reviews_auction_direction_key). */
export async function insertSellerReview(
  db: DbOrTx,
  values: Omit<typeof reviews.$inferInsert, 'direction' | 'id'>,
): Promise<{ id: number } | null> {
  const [row] = await db
    .insert(reviews)
    .values({ ...values, direction: 'SELLER_TO_DEALER' })
    .onConflictDoNothing()
    .returning({ id: reviews.id });
  return row ?? null;
}

export async function hasSellerReport(db: DbOrTx, sellerId: number, auctionId: number): Promise<boolean> {
  return hasRow(db, reports, and(eq(reports.sellerId, sellerId), eq(reports.auctionId, auctionId)));
}

/**
 * Locks the reported dealer's row for the transaction: reports of one dealer (and the suspension count
 * they lead to) are serialised, so a double click files one report and the third report suspends once.
 */
export async function lockReportedDealer(tx: Tx, dealerId: number): Promise<void> {
  await tx.select({ id: dealers.id }).from(dealers).where(eq(dealers.id, dealerId)).for('update');
}

export async function insertReport(tx: Tx, values: typeof reports.$inferInsert): Promise<{ id: number }> {
  const [row] = await tx.insert(reports).values(values).returning({ id: reports.id });
  if (!row) {
    throw new Error('report not created');
  }
  return row;
}
