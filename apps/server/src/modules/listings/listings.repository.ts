// Listing queries: the brand a listing names, the seller's own listing and its photos, and the operator's
// listing queue.
import type { AuctionStatus } from '@autobid/shared';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { auctionImages, auctions, brands, sellers } from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/types';
import { auctionSearchCondition, auctionWithSellerColumns } from '../auctions/auctions.public';

export type ListingImageRow = { type: string; url: string };

export async function findBrand(db: DbOrTx, brandId: number) {
  const [row] = await db.select().from(brands).where(eq(brands.id, brandId)).limit(1);
  return row ?? null;
}

/** The listing's photos become exactly `images`, in that order. */
export async function replaceImages(tx: Tx, auctionId: number, images: ListingImageRow[]): Promise<void> {
  await tx.delete(auctionImages).where(eq(auctionImages.auctionId, auctionId));
  if (images.length) {
    await tx
      .insert(auctionImages)
      .values(
        images.map((image, index) => ({ auctionId, type: image.type, url: image.url, sortOrder: index })),
      );
  }
}

/** The listing's photos in their order (what its completeness is checked on). */
export async function photosOfListing(db: DbOrTx, auctionId: number): Promise<ListingImageRow[]> {
  return db
    .select({ type: auctionImages.type, url: auctionImages.url })
    .from(auctionImages)
    .where(eq(auctionImages.auctionId, auctionId))
    .orderBy(asc(auctionImages.sortOrder), asc(auctionImages.id));
}

/** The listing, only when it is the seller's. */
export async function findOwnListing(db: DbOrTx, sellerId: number, auctionId: number) {
  const [row] = await db
    .select()
    .from(auctions)
    .where(and(eq(auctions.id, auctionId), eq(auctions.sellerId, sellerId)))
    .limit(1);
  return row ?? null;
}

export async function findListing(db: DbOrTx, auctionId: number) {
  const [row] = await db.select().from(auctions).where(eq(auctions.id, auctionId)).limit(1);
  return row ?? null;
}

/**
 * One page of listings of `statuses` (all when null) matching `q`: the review queue oldest request first (its
 * submission, or when it entered review where no submission was recorded), live auctions soonest end first,
 * everything else latest change first.
 */
export async function listingQueue(
  db: DbOrTx,
  filter: { statuses: readonly AuctionStatus[] | null; q?: string; order: 'REVIEW' | 'ENDING' | 'RECENT' },
  page: { limit: number; offset: number },
) {
  const where = and(
    filter.statuses ? inArray(auctions.status, [...filter.statuses]) : undefined,
    auctionSearchCondition(filter.q, [auctions.model, brands.name, sellers.name]),
  );
  const orderBy = {
    REVIEW: [sql`coalesce(${auctions.submittedAt}, ${auctions.statusChangedAt}) asc`, asc(auctions.id)],
    ENDING: [sql`${auctions.endDate} asc nulls last`, asc(auctions.id)],
    RECENT: [desc(auctions.statusChangedAt), desc(auctions.id)],
  }[filter.order];
  const [rows, totals] = await Promise.all([
    db
      .select(auctionWithSellerColumns)
      .from(auctions)
      .innerJoin(sellers, eq(sellers.id, auctions.sellerId))
      .leftJoin(brands, eq(brands.id, auctions.brandId))
      .where(where)
      .orderBy(...orderBy)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(auctions)
      .innerJoin(sellers, eq(sellers.id, auctions.sellerId))
      .leftJoin(brands, eq(brands.id, auctions.brandId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}
