// The retention map carried out (docs/domain.md "Retention"): one run applies every rule in the map's order,
// each rule its statement again until its batch comes back short; then the files the blanked records held
// (the upload rows that nothing refers to any more, then their bytes; a title transfer's private proof by its
// key). Every run is a retention_runs row with the counts per rule, or the error that stopped it.
import { RETENTION_RULES, type RetentionRun, type RetentionRunList, type PageQuery } from '@autobid/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/types';
import { readPage } from '../../lib/paging';
import type { FileStorage } from '../../providers/storage';
import { deleteUploadsNoLongerReferenced } from '../files/files.public';
import {
  RETENTION_BATCH,
  RETENTION_ROUNDS,
  RETENTION_STATEMENTS,
  eraseSellerContactCopies,
  failStaleRuns,
  finishRun,
  hasRunSince,
  insertRun,
  lockRunStart,
  runsPage,
} from './retention.repository';

/** A run still RUNNING this long after its start belongs to a process that stopped. */
const STALE_RUN_MS = 6 * 60 * 60 * 1000;
const STALE_RUN_ERROR = '실행하던 서버가 멈춰 끝나지 않았습니다.';
/** File addresses per files statement. */
const URL_CHUNK = 500;

export type RetentionDeps = { db: DbOrTx; storage: Pick<FileStorage, 'delete'> };

export type RetentionResult =
  | { status: 'DONE'; runId: number; counts: Record<string, number> }
  | { status: 'FAILED'; runId: number; counts: Record<string, number>; error: string }
  /** A run had already started since `since` (another process, or an earlier pass). */
  | { status: 'SKIPPED' };

/**
 * Runs the map once as of `now`. With `since` (the scheduler's daily slot) it starts only when no run has
 * started since then, decided under an advisory lock, so two processes start one run; without it (the CLI)
 * it always runs. A failing rule is recorded and the others go on: the run is FAILED with the errors, and
 * the next run tries again (every rule finds only what is still due).
 */
export async function runRetention(
  deps: RetentionDeps,
  options: { now: Date; since?: Date },
): Promise<RetentionResult> {
  const { db } = deps;
  const { now, since } = options;
  // The run's times on the job's clock (a test clock may run ahead): its start, plus the real time it took.
  const startedMs = Date.now();
  const runId = await db.transaction(async (tx) => {
    await lockRunStart(tx);
    await failStaleRuns(tx, new Date(now.getTime() - STALE_RUN_MS), STALE_RUN_ERROR);
    if (since && (await hasRunSince(tx, since))) {
      return null;
    }
    return insertRun(tx, now);
  });
  if (runId === null) {
    return { status: 'SKIPPED' };
  }
  const counts: Record<string, number> = Object.fromEntries(RETENTION_RULES.map((rule) => [rule.key, 0]));
  const urls: string[] = [];
  const keys: string[] = [];
  const errors: string[] = [];
  for (const rule of RETENTION_RULES) {
    try {
      if (rule.key === 'files') {
        counts.files = await deleteFiles(deps, urls, keys);
        continue;
      }
      const statement = RETENTION_STATEMENTS[rule.key];
      for (let round = 0; round < RETENTION_ROUNDS; round += 1) {
        const result = await statement(db, now);
        counts[rule.key] = (counts[rule.key] ?? 0) + result.count;
        urls.push(...result.urls);
        keys.push(...result.keys);
        if (result.count < RETENTION_BATCH) {
          break;
        }
      }
    } catch (error) {
      // One rule's failure does not keep the others from their work; the run says which failed.
      errors.push(`${rule.key}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const finishedAt = new Date(now.getTime() + Date.now() - startedMs);
  if (errors.length) {
    const error = errors.join('\n');
    await finishRun(db, runId, { status: 'FAILED', finishedAt, counts, error });
    return { status: 'FAILED', runId, counts, error };
  }
  await finishRun(db, runId, { status: 'DONE', finishedAt, counts });
  return { status: 'DONE', runId, counts };
}

/**
 * The files of the records the rules blanked: upload rows first, then the bytes (a crash between leaves bytes
 * without a row, never a row without bytes; docs/decisions/016), and the private proofs by their keys.
 */
async function deleteFiles({ db, storage }: RetentionDeps, urls: string[], keys: string[]): Promise<number> {
  const storageKeys = [...keys];
  const unique = [...new Set(urls)];
  for (let i = 0; i < unique.length; i += URL_CHUNK) {
    storageKeys.push(...(await deleteUploadsNoLongerReferenced(db, unique.slice(i, i + URL_CHUNK))));
  }
  // Every key is tried: one unreachable file does not keep the others' bytes.
  const failed: string[] = [];
  for (const key of storageKeys) {
    try {
      await storage.delete(key);
    } catch (error) {
      failed.push(error instanceof Error ? error.message : String(error));
    }
  }
  if (failed.length) {
    throw new Error(failed.length === 1 ? failed[0] : `${failed.length} files: ${failed[0]}`);
  }
  return storageKeys.length;
}

const toRun = (row: Awaited<ReturnType<typeof runsPage>>['rows'][number]): RetentionRun => ({
  id: row.id,
  status: row.status,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  counts: row.counts,
  error: row.error,
});

export function createRetentionService(ctx: Pick<AppContext, 'db'>) {
  return {
    /** The runs, newest first. */
    runs(query: PageQuery): Promise<RetentionRunList> {
      return readPage(
        query,
        (window) => runsPage(ctx.db, window),
        (rows) => Promise.resolve(rows.map(toRun)),
      );
    },
  };
}

/**
 * A closing seller's contact copies go with the account, not a month later (docs/domain.md "Retention"):
 * called in the closure's transaction.
 */
export function eraseContactCopiesOfSeller(tx: DbOrTx, sellerId: number, phone: string): Promise<number> {
  return eraseSellerContactCopies(tx, sellerId, phone);
}
