// The orphan-upload job (docs/decisions/016): uploads older than UPLOAD_ORPHAN_HOURS that no record refers to
// lose their row, then their stored bytes; a crash between the two leaves bytes without a row, never a row
// whose bytes are gone.
import type { DbOrTx } from '../db/types';
import { deleteOrphanUploads } from '../modules/files/files.public';
import type { FileStorage } from '../providers/storage';

export type UploadCleanupOptions = {
  storage: Pick<FileStorage, 'delete'>;
  /** UPLOAD_ORPHAN_HOURS. */
  orphanHours: number;
};

/** How often the scheduler runs the job. */
export const UPLOAD_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/** Deletes the orphans as of `now`; answers the storage keys that went. */
export async function runUploadCleanup(
  db: DbOrTx,
  options: UploadCleanupOptions & { now: Date },
): Promise<string[]> {
  const before = new Date(options.now.getTime() - options.orphanHours * 60 * 60 * 1000);
  const keys = await deleteOrphanUploads(db, before);
  for (const key of keys) {
    await options.storage.delete(key);
  }
  return keys;
}
