// Which stored uploads a record may take (docs/decisions/016): a signed-in principal attaches only its own
// uploads; sign-up only the files uploaded under a live grant of its phone, which then pass to the account
// it creates; and the cleanup of the uploads no record names. What the other modules use of the files.
import type { DbOrTx } from '../../db/types';
import type { Principal } from '../../lib/jwt';
import {
  deleteUnreferencedUploads,
  ownerOfPrincipal,
  reownUploads,
  storedUploadsOf,
  unusedSignupUploadsOf,
  type UploadOwner,
} from './files.repository';

/**
 * The subset of `urls` that `uploader` may attach to its records: files this server stored for it (with
 * `since`, only those uploaded from then on: a handover's photos, taken at the handover).
 */
export async function usableUploads(
  db: DbOrTx,
  urls: string[],
  uploader: Principal,
  options: { since?: Date } = {},
): Promise<Set<string>> {
  return urls.length ? storedUploadsOf(db, urls, ownerOfPrincipal(uploader), options.since) : new Set();
}

/**
 * The subset of `urls` uploaded under a sign-up grant of this phone (digits only) that sign-up has not used
 * yet: a grant is bound to one verified SIGNUP code row, so nobody but the phone's holder can name these.
 */
export async function signupUploads(db: DbOrTx, urls: string[], phone: string): Promise<Set<string>> {
  return urls.length ? unusedSignupUploadsOf(db, urls, phone) : new Set();
}

/** Hands sign-up's files to the account it created. */
export async function reownSignupUploads(db: DbOrTx, urls: string[], owner: UploadOwner): Promise<void> {
  if (urls.length) {
    await reownUploads(db, urls, owner);
  }
}

/** Deletes the uploads older than `before` that no record refers to; answers their storage keys. */
export function deleteOrphanUploads(db: DbOrTx, before: Date): Promise<string[]> {
  return deleteUnreferencedUploads(db, before);
}

const ANY_AGE = new Date('9999-12-31T00:00:00Z');

/**
 * Deletes the uploads among `urls` that no record refers to any more, whatever their age (the retention job,
 * after its rules blanked the records that held them: docs/domain.md "Retention"); answers their storage keys.
 */
export function deleteUploadsNoLongerReferenced(db: DbOrTx, urls: string[]): Promise<string[]> {
  return deleteUnreferencedUploads(db, ANY_AGE, [...new Set(urls)]);
}
