// Queries of a seller's account closure (docs/domain.md "Retention"): what is still open, the drafts that go
// with the account and their photos, and the account's row made anonymous.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  DEAL_PROGRESS_STATUSES,
  SELLER_CLOSURE_MESSAGES,
  SELLER_EDITABLE_STATUSES,
  type SellerOpenThings,
} from '@autobid/shared';
import { auctionImages, auctions, ownerConsents, priceClaims, sellers, uploadedFiles } from '../../db/schema';
import type { Tx } from '../../db/types';

/** Locks the seller's row and every listing of his: a submission or a selection waits for the closure. */
export async function lockSellerForClosure(tx: Tx, sellerId: number) {
  const [seller] = await tx
    .select()
    .from(sellers)
    .where(and(eq(sellers.id, sellerId), isNull(sellers.deletedAt)))
    .for('update');
  if (seller) {
    await tx.select({ id: auctions.id }).from(auctions).where(eq(auctions.sellerId, sellerId)).for('update');
  }
  return seller ?? null;
}

const inList = (column: typeof auctions.status, values: readonly string[]) =>
  sql`${column} in (${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;

/**
 * What is open as of `now`: listings in review, approved, live or waiting for the seller's selection (with
 * bids, before its deadline); deals in force up to the title transfer's confirmation; claims and disputes
 * not settled.
 */
export async function openThingsOf(tx: Tx, sellerId: number, now: Date): Promise<SellerOpenThings> {
  const [row] = await tx
    .select({
      listings: sql<number>`count(*) filter (where ${inList(auctions.status, ['AUDIT', 'APPROVED', 'PROGRESS'])}
        or (${auctions.status} = 'TIME_EXPIRED' and ${auctions.bidderCount} > 0
          and ${auctions.selectExpireAt} > ${now.toISOString()}::timestamptz))::int`,
      deals: sql<number>`count(*) filter (where ${inList(auctions.status, DEAL_PROGRESS_STATUSES)})::int`,
    })
    .from(auctions)
    .where(eq(auctions.sellerId, sellerId));
  const [claims] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(priceClaims)
    .where(and(eq(priceClaims.sellerId, sellerId), inArray(priceClaims.status, ['OPEN', 'DISPUTED'])));
  return { listings: row?.listings ?? 0, deals: row?.deals ?? 0, claims: claims?.n ?? 0 };
}

/** Deletes the seller's drafts (never sent, or rejected and not sent again) with their consents; answers them. */
export async function deleteDrafts(tx: Tx, sellerId: number): Promise<number[]> {
  const drafts = await tx
    .select({ id: auctions.id })
    .from(auctions)
    .where(and(eq(auctions.sellerId, sellerId), inArray(auctions.status, [...SELLER_EDITABLE_STATUSES])));
  const ids = drafts.map((draft) => draft.id);
  if (ids.length) {
    await tx.delete(ownerConsents).where(inArray(ownerConsents.auctionId, ids));
    await tx.delete(auctionImages).where(inArray(auctionImages.auctionId, ids));
    await tx.delete(auctions).where(inArray(auctions.id, ids));
  }
  return ids;
}

/** The addresses of every file the seller uploaded (those no record keeps go with the account). */
export async function uploadsOfSeller(tx: Tx, sellerId: number): Promise<string[]> {
  const rows = await tx
    .select({ url: uploadedFiles.url })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.ownerType, 'SELLER'), eq(uploadedFiles.ownerId, sellerId)));
  return rows.map((row) => row.url);
}

/**
 * The account closed: the name and phone replaced (the phone by a value no phone can be, so the number may
 * sign up again as a new seller), every session ended.
 */
export async function anonymiseSeller(tx: Tx, sellerId: number, now: Date): Promise<void> {
  await tx
    .update(sellers)
    .set({
      name: SELLER_CLOSURE_MESSAGES.closedName,
      phoneNumber: `closed-${sellerId}`,
      deletedAt: now,
      tokenVersion: sql`${sellers.tokenVersion} + 1`,
    })
    .where(eq(sellers.id, sellerId));
}
