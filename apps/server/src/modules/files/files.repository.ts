// Queries of the files module: who owns an upload, which uploads a principal or a sign-up may put into its
// records, the hourly usage of one owner, and the uploads no record refers to (docs/decisions/016).
import { and, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import { phoneCodes, uploadedFiles } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import type { Principal } from '../../lib/jwt';

const UPLOAD_OWNER_TYPES = { dealer: 'DEALER', seller: 'SELLER', operator: 'OPERATOR' } as const;

/** Whose upload it is: a session's principal, or the sign-up grant of one verified phone-code row. */
export type UploadOwner = { type: (typeof UPLOAD_OWNER_TYPES)[Principal['role']] | 'SIGNUP'; id: number };

export const ownerOfPrincipal = (principal: Principal): UploadOwner => ({
  type: UPLOAD_OWNER_TYPES[principal.role],
  id: principal.id,
});

/** The subset of `urls` (not empty) that are files this server stored for `owner`. */
export async function storedUploadsOf(
  db: DbOrTx,
  urls: string[],
  owner: UploadOwner,
  since?: Date,
): Promise<Set<string>> {
  const rows = await db
    .select({ url: uploadedFiles.url })
    .from(uploadedFiles)
    .where(
      and(
        inArray(uploadedFiles.url, urls),
        eq(uploadedFiles.ownerType, owner.type),
        eq(uploadedFiles.ownerId, owner.id),
        since ? gte(uploadedFiles.createdAt, since) : undefined,
      ),
    );
  return new Set(rows.map((row) => row.url));
}

/** The subset of `urls` (not empty) uploaded under a SIGNUP code row of this phone that is not used yet. */
export async function unusedSignupUploadsOf(db: DbOrTx, urls: string[], phone: string): Promise<Set<string>> {
  const rows = await db
    .select({ url: uploadedFiles.url })
    .from(uploadedFiles)
    .innerJoin(phoneCodes, eq(phoneCodes.id, uploadedFiles.ownerId))
    .where(
      and(
        inArray(uploadedFiles.url, urls),
        eq(uploadedFiles.ownerType, 'SIGNUP'),
        eq(phoneCodes.phone, phone),
        eq(phoneCodes.purpose, 'SIGNUP'),
        isNull(phoneCodes.consumedAt),
      ),
    );
  return new Set(rows.map((row) => row.url));
}

/** Whether this SIGNUP code row was verified at or after `since` and sign-up has not used it yet. */
export async function isLiveSignupGrant(db: DbOrTx, rowId: number, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: phoneCodes.id })
    .from(phoneCodes)
    .where(
      and(
        eq(phoneCodes.id, rowId),
        eq(phoneCodes.purpose, 'SIGNUP'),
        isNull(phoneCodes.consumedAt),
        gte(phoneCodes.verifiedAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Gives the sign-up uploads among `urls` (not empty) to `owner`. */
export async function reownUploads(db: DbOrTx, urls: string[], owner: UploadOwner): Promise<void> {
  await db
    .update(uploadedFiles)
    .set({ ownerType: owner.type, ownerId: owner.id })
    .where(and(inArray(uploadedFiles.url, urls), eq(uploadedFiles.ownerType, 'SIGNUP')));
}

/** Files and stored bytes of one owner uploaded after `since`. */
export async function uploadUsage(
  db: DbOrTx,
  owner: UploadOwner,
  since: Date,
): Promise<{ files: number; bytes: number }> {
  const [row] = await db
    .select({
      files: sql<number>`count(*)::int`,
      bytes: sql<number>`coalesce(sum(${uploadedFiles.size}), 0)::bigint`,
    })
    .from(uploadedFiles)
    .where(
      and(
        eq(uploadedFiles.ownerType, owner.type),
        eq(uploadedFiles.ownerId, owner.id),
        gt(uploadedFiles.createdAt, since),
      ),
    );
  return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) };
}

/** Serialises one owner's uploads to the end of the transaction, so its quota cannot be raced past. */
export async function lockUploadOwner(tx: DbOrTx, owner: UploadOwner): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`upload:${owner.type}:${owner.id}`}))`);
}

/**
 * Deletes the rows of uploads older than `before` that no record refers to and returns their storage keys.
 * Every column that holds an upload's address is named here: a dealer's image and documents, a listing's
 * photos, a deal's inspection photos, and notice and FAQ HTML (an operator may place an uploaded image).
 */
export async function deleteUnreferencedUploads(
  db: DbOrTx,
  before: Date,
  only?: string[],
): Promise<string[]> {
  if (only && only.length === 0) {
    return [];
  }
  const among = only
    ? sql`and f.url in (${sql.join(
        only.map((url) => sql`${url}`),
        sql`, `,
      )})`
    : sql``;
  const raw: unknown = await db.execute(sql`
    with referenced as (
      select image as url from dealers where image <> ''
      union select business_card from dealers where business_card <> ''
      union select agency_registration_image from dealers where agency_registration_image <> ''
      union select url from auction_images
      union select jsonb_array_elements_text(inspection_images) from deals
      union select e.value ->> 'photo' from auctions a, jsonb_each(a.condition_report -> 'items') e
        where a.condition_report is not null
      union select jsonb_array_elements_text(photos) from price_claim_items
    )
    delete from uploaded_files f
    where f.created_at < ${before.toISOString()}::timestamptz
      and f.owner_type <> 'SYSTEM'
      ${among}
      and not exists (select 1 from referenced r where r.url = f.url)
      and not exists (select 1 from notices n where position(f.url in n.contents) > 0)
      and not exists (select 1 from faqs q where position(f.url in q.contents) > 0)
    returning f.storage_key
  `);
  return (raw as { rows: { storage_key: string }[] }).rows.map((row) => row.storage_key);
}
