// Saved searches and their digest claims (docs/domain.md "Saved searches").
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  brands,
  dealerNotificationSettings,
  dealers,
  savedSearchDigests,
  savedSearches,
} from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/types';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

export async function savedSearchesOf(db: DbOrTx, dealerId: number): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.dealerId, dealerId))
    .orderBy(asc(savedSearches.id));
}

/** The dealer's saved search `id`; undefined when there is none or it is another dealer's. */
export async function savedSearchOf(
  db: DbOrTx,
  dealerId: number,
  id: number,
): Promise<SavedSearchRow | undefined> {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.dealerId, dealerId)));
  return row;
}

/**
 * Locks the dealer's row for the rest of the transaction and answers how many saved searches he has: two
 * saves at once wait for each other here, so the limit counts the other's row.
 */
export async function lockAndCountSavedSearches(tx: Tx, dealerId: number): Promise<number> {
  await tx.select({ id: dealers.id }).from(dealers).where(eq(dealers.id, dealerId)).for('update');
  const [row] = await tx
    .select({ n: count() })
    .from(savedSearches)
    .where(eq(savedSearches.dealerId, dealerId));
  return row?.n ?? 0;
}

/** Of these brand ids, the ones no brand has. */
export async function unknownBrandIds(db: DbOrTx, brandIds: number[]): Promise<number[]> {
  if (!brandIds.length) {
    return [];
  }
  const found = await db.select({ id: brands.id }).from(brands).where(inArray(brands.id, brandIds));
  const known = new Set(found.map((row) => row.id));
  return brandIds.filter((id) => !known.has(id));
}

/** A saved search in the day's digest, with its dealer's name and phone. */
export type DigestSearch = SavedSearchRow & { dealerName: string; phoneNumber: string };

/**
 * The saved searches with the digest on of the approved, unsuspended dealers who have not turned the digest
 * off (no settings row = on) and whose digest of `day` is not claimed yet.
 */
export async function searchesDueForDigest(db: DbOrTx, day: string): Promise<DigestSearch[]> {
  const rows = await db
    .select({ search: savedSearches, dealerName: dealers.name, phoneNumber: dealers.phoneNumber })
    .from(savedSearches)
    .innerJoin(dealers, eq(dealers.id, savedSearches.dealerId))
    .where(
      and(
        eq(savedSearches.notify, true),
        eq(dealers.status, 'APPROVED'),
        isNull(dealers.suspendedAt),
        sql`not exists (select 1 from ${dealerNotificationSettings} where ${dealerNotificationSettings.dealerId} = ${dealers.id} and not ${dealerNotificationSettings.savedSearchDigest})`,
        sql`not exists (select 1 from ${savedSearchDigests} where ${savedSearchDigests.dealerId} = ${dealers.id} and ${savedSearchDigests.day} = ${day})`,
      ),
    )
    .orderBy(asc(savedSearches.dealerId), asc(savedSearches.id));
  return rows.map((row) => ({ ...row.search, dealerName: row.dealerName, phoneNumber: row.phoneNumber }));
}

/** Claims the dealer's digest of `day`; false when another run (or process) claimed it first. */
export async function claimDigest(
  tx: Tx,
  claim: { dealerId: number; day: string; counts: Record<string, number>; sentAt: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(savedSearchDigests)
    .values(claim)
    .onConflictDoNothing()
    .returning({ dealerId: savedSearchDigests.dealerId });
  return rows.length > 0;
}
