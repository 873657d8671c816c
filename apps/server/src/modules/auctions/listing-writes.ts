// The writes of an auction row's values besides its status (docs/domain.md "Auction lifecycle"): a new
// listing starts as REGISTERED, the seller's values change only in the statuses the lifecycle allows
// (SELLER_EDITABLE_STATUSES, at the version the form was read), and the demo seed's plates.
import { SELLER_EDITABLE_STATUSES } from '@autobid/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { auctions } from '../../db/schema';
import type { Tx } from '../../db/types';
import type { AuctionRow } from './auctions.repository';

/** The values of a listing the seller enters (the brand's vehicle type and the accident flag derived). */
export type ListingColumns = Omit<
  typeof auctions.$inferInsert,
  'id' | 'sellerId' | 'status' | 'createdAt' | 'updatedAt' | 'statusChangedAt' | 'version'
>;

export async function insertListing(
  tx: Tx,
  values: ListingColumns & { sellerId: number; createdAt: Date },
): Promise<AuctionRow> {
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
 * SELLER_EDITABLE_STATUSES and, when `version` is given, still at that version; null otherwise.
 */
export async function replaceListing(
  tx: Tx,
  target: { id: number; sellerId: number; version?: number },
  values: ListingColumns & { updatedAt: Date },
): Promise<AuctionRow | null> {
  const [row] = await tx
    .update(auctions)
    .set({ ...values, version: sql`${auctions.version} + 1` })
    .where(
      and(
        eq(auctions.id, target.id),
        eq(auctions.sellerId, target.sellerId),
        inArray(auctions.status, [...SELLER_EDITABLE_STATUSES]),
        target.version === undefined ? undefined : eq(auctions.version, target.version),
      ),
    )
    .returning();
  return row ?? null;
}

/** The demo seed's plates, each for a listing that has none yet (docs/decisions/003), in one statement. */
export async function setSeededPlates(
  tx: Tx,
  plates: readonly { auctionId: number; plateNumber: string }[],
): Promise<void> {
  if (!plates.length) {
    return;
  }
  const cases = sql.join(
    plates.map(({ auctionId, plateNumber }) => sql`when ${auctionId} then ${plateNumber}`),
    sql` `,
  );
  await tx
    .update(auctions)
    .set({ plateNumber: sql`case ${auctions.id} ${cases} end` })
    .where(
      and(
        inArray(
          auctions.id,
          plates.map((plate) => plate.auctionId),
        ),
        eq(auctions.plateNumber, ''),
      ),
    );
}
