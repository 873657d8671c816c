// Listing queries: the seller's draft and its photos, the one conditional UPDATE of every status change,
// the sellers a status change notifies, and the seller's profile row.
import { AUCTION_START_HOUR_KST, BUSINESS_TIME_ZONE, type AuctionStatus } from '@autobid/shared';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { auctionImages, auctions, brands, deals, sellers } from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/types';

export type ListingRow = typeof auctions.$inferSelect;
export type ListingColumns = Omit<
  typeof auctions.$inferInsert,
  'id' | 'sellerId' | 'status' | 'createdAt' | 'updatedAt' | 'statusChangedAt' | 'version'
>;
export type ListingImageRow = { type: string; url: string };

/**
 * When an APPROVED listing opens for bidding (docs/domain.md "Auction lifecycle"): its start_at, which the
 * approval sets from the shared auctionOpensAt; for a listing approved without one, the same rule in SQL
 * (test/auction-opening.test.ts holds the two equal): the first 09:00 Asia/Seoul strictly after approved_at. Shifting the local time back 9 hours makes
 * "the day whose 09:00 is at or before it" a plain date_trunc; one day later at 09:00 is then the next
 * 09:00 strictly after. Asia/Seoul has no daylight saving, but the database does the zone arithmetic
 * anyway so no offset is hard-coded. The auction clock opens listings by it; approval reports it.
 */
const startHour = sql.raw(`interval '${AUCTION_START_HOUR_KST} hours'`);
const zone = sql.raw(`'${BUSINESS_TIME_ZONE}'`);
export const auctionOpensAtSql: SQL = sql`coalesce(
  ${auctions.startAt},
  (date_trunc('day', (${auctions.approvedAt} at time zone ${zone}) - ${startHour})
    + interval '1 day' + ${startHour}) at time zone ${zone}
)`;

export async function findBrand(db: DbOrTx, brandId: number) {
  const [row] = await db.select().from(brands).where(eq(brands.id, brandId)).limit(1);
  return row ?? null;
}

export async function insertListing(
  tx: Tx,
  values: ListingColumns & { sellerId: number; createdAt: Date },
): Promise<ListingRow> {
  const [row] = await tx
    .insert(auctions)
    .values({
      ...values,
      status: 'REGISTERED',
      statusChangedAt: values.createdAt,
      updatedAt: values.createdAt,
    })
    .returning();
  if (!row) {
    throw new Error('listing not created');
  }
  return row;
}

/**
 * Replaces the listing's values and counts the save (`version` + 1) when it is the seller's, in one of
 * `editable` and, when `version` is given, still at that version; null otherwise.
 */
export async function replaceListing(
  tx: Tx,
  target: { id: number; sellerId: number; editable: readonly AuctionStatus[]; version?: number },
  values: ListingColumns & { updatedAt: Date },
): Promise<ListingRow | null> {
  const [row] = await tx
    .update(auctions)
    .set({ ...values, version: sql`${auctions.version} + 1` })
    .where(
      and(
        eq(auctions.id, target.id),
        eq(auctions.sellerId, target.sellerId),
        inArray(auctions.status, [...target.editable]),
        target.version === undefined ? undefined : eq(auctions.version, target.version),
      ),
    )
    .returning();
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

/** The listing, only when it is the seller's. */
export async function findOwnListing(db: DbOrTx, sellerId: number, auctionId: number) {
  const [row] = await db
    .select()
    .from(auctions)
    .where(and(eq(auctions.id, auctionId), eq(auctions.sellerId, sellerId)))
    .limit(1);
  return row ?? null;
}

/** The same under the row lock for this transaction: a PUT and a submit of one listing take turns. */
export async function lockOwnListing(tx: Tx, sellerId: number, auctionId: number) {
  const [row] = await tx
    .select()
    .from(auctions)
    .where(and(eq(auctions.id, auctionId), eq(auctions.sellerId, sellerId)))
    .for('update');
  return row ?? null;
}

export async function findListing(db: DbOrTx, auctionId: number) {
  const [row] = await db.select().from(auctions).where(eq(auctions.id, auctionId)).limit(1);
  return row ?? null;
}

/**
 * Moves the listing from one of `from` to `to` in one statement, with further columns; null when its
 * status was none of them (a double click or another request got there first), or it is not the seller's.
 */
export async function transitionListing(
  tx: Tx,
  input: {
    id: number;
    sellerId?: number;
    from: readonly AuctionStatus[];
    to: AuctionStatus;
    now: Date;
    set?: Partial<Pick<ListingRow, 'rejectReason' | 'submittedAt' | 'approvedAt' | 'startAt'>>;
  },
): Promise<(ListingRow & { opensAt: Date | null }) | null> {
  const [row] = await tx
    .update(auctions)
    .set({ ...input.set, status: input.to, statusChangedAt: input.now, updatedAt: input.now })
    .where(
      and(
        eq(auctions.id, input.id),
        input.sellerId === undefined ? undefined : eq(auctions.sellerId, input.sellerId),
        inArray(auctions.status, [...input.from]),
      ),
    )
    .returning();
  if (!row) {
    return null;
  }
  return { ...row, opensAt: row.status === 'APPROVED' ? await opensAtOf(tx, row.id) : null };
}

async function opensAtOf(tx: Tx, auctionId: number): Promise<Date | null> {
  const [row] = await tx
    .select({ at: sql<string | null>`${auctionOpensAtSql}` })
    .from(auctions)
    .where(eq(auctions.id, auctionId));
  return row?.at ? new Date(row.at) : null;
}

/** Cancels the deal in force on the listing (the seller withdrew during DEALER_CONFIRM); null when none. */
export async function cancelLiveDeal(
  tx: Tx,
  auctionId: number,
  input: { now: Date; reason: string; by: 'SELLER' },
) {
  const [row] = await tx
    .update(deals)
    .set({ canceledAt: input.now, canceledBy: input.by, cancelReason: input.reason, updatedAt: input.now })
    .where(and(eq(deals.auctionId, auctionId), isNull(deals.canceledAt)))
    .returning();
  return row ?? null;
}

/** The listings' sellers, for the seller notices of a status change (by auction id). */
export async function sellersOfListings(db: DbOrTx, auctionIds: number[]) {
  if (!auctionIds.length) {
    return new Map<number, { model: string; name: string; phone: string }>();
  }
  const rows = await db
    .select({ id: auctions.id, model: auctions.model, name: sellers.name, phone: sellers.phoneNumber })
    .from(auctions)
    .innerJoin(sellers, eq(sellers.id, auctions.sellerId))
    .where(inArray(auctions.id, auctionIds));
  return new Map(rows.map(({ id, ...seller }) => [id, seller]));
}

// ---- the seller ----

export async function findSeller(db: DbOrTx, sellerId: number) {
  const [row] = await db.select().from(sellers).where(eq(sellers.id, sellerId)).limit(1);
  return row ?? null;
}

export async function updateSellerName(db: DbOrTx, sellerId: number, name: string) {
  const [row] = await db.update(sellers).set({ name }).where(eq(sellers.id, sellerId)).returning();
  return row ?? null;
}
