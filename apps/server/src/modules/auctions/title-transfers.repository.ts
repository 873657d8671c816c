// Queries of the title transfer (docs/domain.md "Title transfer"): its record per completed deal, the proof's
// signed link, and the records the transfer clock finds due. Status changes go through lifecycle.ts
// (`tryApplyTransfer`, and the auction's own DELAY_TRANSFER / CONFIRM_TRANSFER through `tryApply`).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { transferAutoConfirmAt, transferDueAt, type TitleTransferView } from '@autobid/shared';
import { titleTransfers } from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/types';
import { toIso } from '../../lib/dates';
import type { DealRow } from './auctions.repository';

export type TransferRow = typeof titleTransfers.$inferSelect;

/** How long a proof link answers after the detail that carried it was read. */
export const PROOF_LINK_TTL_MS = 10 * 60 * 1000;

/** The record the completion opens (OPEN_TRANSFER), in the completion's transaction. */
export async function openTransferIn(tx: Tx, deal: DealRow, completedAt: Date): Promise<TransferRow> {
  const [row] = await tx
    .insert(titleTransfers)
    .values({
      dealId: deal.id,
      auctionId: deal.auctionId,
      dealerId: deal.dealerId,
      sellerId: deal.sellerId,
      status: 'WAITING',
      dueAt: transferDueAt(completedAt),
      createdAt: completedAt,
      updatedAt: completedAt,
    })
    .returning();
  if (!row) {
    throw new Error('title transfer not created');
  }
  return row;
}

/** The auction's transfer record (of its completed deal), or null. */
export async function transferOfAuction(db: DbOrTx, auctionId: number): Promise<TransferRow | null> {
  const [row] = await db
    .select()
    .from(titleTransfers)
    .where(eq(titleTransfers.auctionId, auctionId))
    .orderBy(desc(titleTransfers.id))
    .limit(1);
  return row ?? null;
}

/** The transfer records of these auctions, by auction. */
export async function transfersOfAuctions(
  db: DbOrTx,
  auctionIds: number[],
): Promise<Map<number, TransferRow>> {
  const map = new Map<number, TransferRow>();
  if (!auctionIds.length) {
    return map;
  }
  const rows = await db
    .select()
    .from(titleTransfers)
    .where(inArray(titleTransfers.auctionId, auctionIds))
    .orderBy(titleTransfers.id);
  for (const row of rows) {
    map.set(row.auctionId, row);
  }
  return map;
}

export async function transferById(db: DbOrTx, id: number): Promise<TransferRow | null> {
  const [row] = await db.select().from(titleTransfers).where(eq(titleTransfers.id, id)).limit(1);
  return row ?? null;
}

/** The records matching `due` (the clock's queries), oldest due first. */
export function transfersWhere(db: DbOrTx, due: SQL): Promise<TransferRow[]> {
  return db.select().from(titleTransfers).where(due).orderBy(titleTransfers.dueAt, titleTransfers.id);
}

/** Marks a reminder sent, once: the row when this call marked it, null when another did. */
export async function markReminded(tx: Tx, id: number, day: 10 | 14, now: Date): Promise<TransferRow | null> {
  const column = day === 10 ? titleTransfers.remindedDay10At : titleTransfers.remindedDay14At;
  const [row] = await tx
    .update(titleTransfers)
    .set(day === 10 ? { remindedDay10At: now } : { remindedDay14At: now })
    .where(and(eq(titleTransfers.id, id), sql`${column} is null`))
    .returning();
  return row ?? null;
}

export async function markDelayed(tx: Tx, id: number, now: Date): Promise<void> {
  await tx.update(titleTransfers).set({ delayedAt: now, updatedAt: now }).where(eq(titleTransfers.id, id));
}

const signatureOf = (secret: string, row: Pick<TransferRow, 'id' | 'proofKey'>, exp: number) =>
  createHmac('sha256', secret).update(`transfer-proof:${row.id}:${row.proofKey}:${exp}`).digest('base64url');

/** The proof's signed link, valid PROOF_LINK_TTL_MS from `now` (and only for the proof stored now). */
export function proofLinkOf(secret: string, row: TransferRow, now: Date): string | null {
  if (!row.proofKey) {
    return null;
  }
  const exp = Math.floor((now.getTime() + PROOF_LINK_TTL_MS) / 1000);
  return `/api/v1/transfer-proofs/${row.id}?exp=${exp}&sig=${signatureOf(secret, row, exp)}`;
}

/** Whether a link's `exp` and `sig` are this proof's and not expired. */
export function isProofLinkValid(
  secret: string,
  row: TransferRow,
  link: { exp: number; sig: string },
  now: Date,
): boolean {
  if (!row.proofKey || link.exp * 1000 < now.getTime()) {
    return false;
  }
  const expected = Buffer.from(signatureOf(secret, row, link.exp));
  const given = Buffer.from(link.sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The record as the deal's parties and operators read it (docs/domain.md "Title transfer"). */
export function transferViewOf(row: TransferRow, secret: string, now: Date): TitleTransferView {
  return {
    status: row.status,
    dueAt: row.dueAt.toISOString(),
    proofUploadedAt: toIso(row.proofUploadedAt),
    confirmedAt: toIso(row.confirmedAt),
    confirmedBy: row.confirmedBy,
    documentKind: row.documentKind,
    proofUrl: proofLinkOf(secret, row, now),
    proofMimeType: row.proofMimeType,
    objectionReason: row.objectionReason,
    objectedAt: toIso(row.objectedAt),
    rejectReason: row.rejectReason,
    delayedAt: toIso(row.delayedAt),
    autoConfirmAt:
      row.status === 'SUBMITTED' && row.proofUploadedAt
        ? transferAutoConfirmAt(row.proofUploadedAt).toISOString()
        : null,
  };
}

/** The dashboard's transfer figures: deals delayed (TRANSACTION_DELAY) and proofs waiting for a confirmation. */
export async function transferCounts(
  db: DbOrTx,
): Promise<{ transfersDelayed: number; transfersToCheck: number }> {
  const raw: unknown = await db.execute(sql`
    select
      count(*) filter (where a.status = 'TRANSACTION_DELAY')::int as delayed,
      count(*) filter (where t.status in ('SUBMITTED', 'OBJECTED'))::int as to_check
    from title_transfers t join auctions a on a.id = t.auction_id
    where a.status in ('TRANSACTION', 'TRANSACTION_DELAY')`);
  const row = (raw as { rows: { delayed: number | string; to_check: number | string }[] }).rows[0];
  return { transfersDelayed: Number(row?.delayed ?? 0), transfersToCheck: Number(row?.to_check ?? 0) };
}
