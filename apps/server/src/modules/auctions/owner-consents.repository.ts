// Owner consent queries (docs/domain.md "Owner consent"): the consent standing for a listing's plate, the
// gate SUBMIT and APPROVE apply, the records the operator reads, and the link's row by its token's hash.
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  OWNER_CONSENT_MESSAGES,
  maskPhone,
  type OwnerConsentRecord,
  type OwnerConsentSummary,
} from '@autobid/shared';
import { auctions, ownerConsents } from '../../db/schema';
import { prepared } from '../../db/prepared';
import type { DbOrTx } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { toIso } from '../../lib/dates';

export type OwnerConsentRow = typeof ownerConsents.$inferSelect;

/** The statuses a listing has at most one of (owner_consents_open_key). */
const OPEN_STATUSES = ['PENDING', 'CONFIRMED'] as const;

/**
 * The listing (`auctions` of the statement) has a CONFIRMED consent for its current plate: the lifecycle's
 * gate of SUBMIT and APPROVE, and the dealers' "소유자 동의 확인".
 */
export const hasConfirmedConsent =
  sql<boolean>`(${auctions.plateNumber} <> '' and exists (select 1 from ${ownerConsents} where ${ownerConsents.auctionId} = ${auctions.id} and ${ownerConsents.status} = 'CONFIRMED' and ${ownerConsents.plateNumber} = ${auctions.plateNumber}))`.mapWith(
    Boolean,
  );

/** The refusal of SUBMIT or APPROVE without it (lifecycle.ts): 409 with the reason. */
export function ownerConsentRequiredError(): AppError {
  return new AppError('OWNER_CONSENT_REQUIRED', OWNER_CONSENT_MESSAGES.required);
}

/** The consent standing for the listing (PENDING or CONFIRMED), whatever its plate; null when none. */
export async function openConsentOf(db: DbOrTx, auctionId: number): Promise<OwnerConsentRow | null> {
  const statement = prepared(db, 'owner_consent_open', (on, name) =>
    on
      .select()
      .from(ownerConsents)
      .where(
        and(
          eq(ownerConsents.auctionId, sql.placeholder('auctionId')),
          inArray(ownerConsents.status, [...OPEN_STATUSES]),
        ),
      )
      .orderBy(desc(ownerConsents.id))
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ auctionId });
  return row ?? null;
}

/** The standing consent as the details show it: for the listing's plate, a PENDING link past its end EXPIRED. */
export function consentSummaryOf(
  row: Pick<OwnerConsentRow, 'status' | 'kind' | 'plateNumber' | 'confirmedAt' | 'expiresAt'> | null,
  plateNumber: string,
  now: Date,
): OwnerConsentSummary | null {
  if (!row || row.plateNumber !== plateNumber || !plateNumber) {
    return null;
  }
  const expired = row.status === 'PENDING' && row.expiresAt !== null && row.expiresAt <= now;
  return {
    status: expired ? 'EXPIRED' : row.status,
    confirmedAt: toIso(row.confirmedAt),
    by: row.kind,
    expiresAt: toIso(row.expiresAt),
  };
}

/** The listing's standing consent summary (the seller's, the dealer's and the operator's detail). */
export async function consentSummaryOfListing(
  db: DbOrTx,
  auction: { id: number; plateNumber: string },
  now: Date,
): Promise<OwnerConsentSummary | null> {
  return consentSummaryOf(await openConsentOf(db, auction.id), auction.plateNumber, now);
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** Every consent record of a listing, newest first, phones masked (the operator's review). */
export async function consentRecordsOf(db: DbOrTx, auctionId: number): Promise<OwnerConsentRecord[]> {
  const rows = await db
    .select()
    .from(ownerConsents)
    .where(eq(ownerConsents.auctionId, auctionId))
    .orderBy(desc(ownerConsents.id));
  return rows.map((row) => {
    const check = row.registryCheck;
    return {
      id: row.id,
      kind: row.kind,
      status: row.status,
      plateNumber: row.plateNumber,
      ownerName: row.ownerName,
      ownerPhone: maskPhone(row.ownerPhone),
      listingVersion: row.listingVersion,
      createdAt: row.createdAt.toISOString(),
      confirmedAt: toIso(row.confirmedAt),
      expiresAt: toIso(row.expiresAt),
      registryCheck: check
        ? {
            provider: textOf(check.provider),
            matched: check.matched === true,
            reference: textOf(check.reference),
            checkedAt: textOf(check.checkedAt),
          }
        : null,
    };
  });
}

/** Cancels the listing's standing consent (a new request replaces it; a changed plate voids it). */
export async function cancelOpenConsents(
  db: DbOrTx,
  auctionId: number,
  now: Date,
  options: { unlessPlate?: string } = {},
): Promise<void> {
  await db
    .update(ownerConsents)
    .set({ status: 'CANCELED', updatedAt: now })
    .where(
      and(
        eq(ownerConsents.auctionId, auctionId),
        inArray(ownerConsents.status, [...OPEN_STATUSES]),
        options.unlessPlate === undefined
          ? undefined
          : sql`${ownerConsents.plateNumber} <> ${options.unlessPlate}`,
      ),
    );
}

export async function insertConsent(
  db: DbOrTx,
  values: typeof ownerConsents.$inferInsert,
): Promise<OwnerConsentRow> {
  const [row] = await db.insert(ownerConsents).values(values).returning();
  if (!row) {
    throw new Error('owner consent not inserted');
  }
  return row;
}

export async function consentByTokenHash(db: DbOrTx, tokenHash: string): Promise<OwnerConsentRow | null> {
  const [row] = await db.select().from(ownerConsents).where(eq(ownerConsents.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/** PENDING -> CONFIRMED while the link lives: the row when this call confirmed it, null when another did. */
export async function confirmPendingConsent(
  db: DbOrTx,
  id: number,
  now: Date,
): Promise<OwnerConsentRow | null> {
  const [row] = await db
    .update(ownerConsents)
    .set({ status: 'CONFIRMED', confirmedAt: now, updatedAt: now })
    .where(
      and(eq(ownerConsents.id, id), eq(ownerConsents.status, 'PENDING'), gt(ownerConsents.expiresAt, now)),
    )
    .returning();
  return row ?? null;
}

/** A PENDING link past its end is marked EXPIRED when it is next opened. */
export async function expireConsent(db: DbOrTx, id: number, now: Date): Promise<void> {
  await db
    .update(ownerConsents)
    .set({ status: 'EXPIRED', updatedAt: now })
    .where(and(eq(ownerConsents.id, id), eq(ownerConsents.status, 'PENDING')));
}

/**
 * How many consent links (DELEGATED records) this seller sent, or that phone received, since `since`; under
 * the seller's and the phone's locks, so requests at once cannot count past the limit together.
 */
export async function recentLinksOf(
  tx: DbOrTx,
  input: { sellerId: number; ownerPhone: string; since: Date },
): Promise<number> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`owner-consent-links:seller:${input.sellerId}`}))`,
  );
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`owner-consent-links:phone:${input.ownerPhone}`}))`,
  );
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(ownerConsents)
    .where(
      and(
        eq(ownerConsents.kind, 'DELEGATED'),
        gt(ownerConsents.createdAt, input.since),
        sql`(${ownerConsents.sellerId} = ${input.sellerId} or ${ownerConsents.ownerPhone} = ${input.ownerPhone})`,
      ),
    );
  return Number(row?.n ?? 0);
}
