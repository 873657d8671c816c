// Queries of the files module: which stored uploads a principal may put into its own records.
import { and, eq, inArray, or } from 'drizzle-orm';
import { uploadedFiles } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import type { Principal } from '../../lib/jwt';

export const UPLOAD_OWNER_TYPES = { dealer: 'DEALER', seller: 'SELLER', operator: 'OPERATOR' } as const;

/**
 * The subset of `urls` that are files this server stored for `uploader`: its own uploads, or uploads made
 * before it had a session (sign-up, a code link), which nobody else can name since their keys are random.
 */
export async function usableUploads(db: DbOrTx, urls: string[], uploader: Principal): Promise<Set<string>> {
  if (!urls.length) {
    return new Set();
  }
  const rows = await db
    .select({ url: uploadedFiles.url })
    .from(uploadedFiles)
    .where(
      and(
        inArray(uploadedFiles.url, urls),
        or(
          eq(uploadedFiles.ownerType, 'ANONYMOUS'),
          and(
            eq(uploadedFiles.ownerType, UPLOAD_OWNER_TYPES[uploader.role]),
            eq(uploadedFiles.ownerId, uploader.id),
          ),
        ),
      ),
    );
  return new Set(rows.map((row) => row.url));
}

/** The subset of `urls` stored by anyone without a session (what a sign-up form can hold). */
export async function anonymousUploads(db: DbOrTx, urls: string[]): Promise<Set<string>> {
  if (!urls.length) {
    return new Set();
  }
  const rows = await db
    .select({ url: uploadedFiles.url })
    .from(uploadedFiles)
    .where(and(inArray(uploadedFiles.url, urls), eq(uploadedFiles.ownerType, 'ANONYMOUS')));
  return new Set(rows.map((row) => row.url));
}
