// The title transfer after completion (docs/domain.md "Title transfer"): the winner's proof (checked by its
// bytes, moved to private storage), the seller's confirmation or objection, the operator's confirmation or
// rejection, the proof behind a signed link, and the clock's confirmation. Every step takes the auction's one
// lock, moves the record by the transfer table (`tryApplyTransfer`) and the auction by its own events
// (CONFIRM_TRANSFER through `tryApply`), writes its notices and one audit row, in one transaction.
import { randomUUID } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import {
  DAY_MS,
  TITLE_TRANSFER_MESSAGES,
  TRANSFER_AUTO_CONFIRM_DAYS,
  transferAutoConfirmAt,
  type AuctionStatus,
  type submitTransferRequest,
  type TransferActionResponse,
  type TitleTransferView,
  type TransferConfirmer,
} from '@autobid/shared';
import type { z } from 'zod';
import { scoreAfterEvent } from './dealer-score';
import type { AppContext } from '../../context';
import { titleTransfers, uploadedFiles } from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { loadDealerForDeals } from '../access/access-policy';
import { writeAudit, type AuditActor } from '../audit/audit.public';
import { detectFileType } from '../files/files.service';
import type { AuctionRow, DealRow } from './auctions.repository';
import { dealOfAuction } from './deal-history';
import type { DealNoticeDeps } from './deal-notices';
import { partiesOf } from './deals.repository';
import { auditActorOf, lockAuction, tryApply, tryApplyTransfer } from './lifecycle';
import { emitStatus } from './status-events';
import {
  isProofLinkValid,
  transferById,
  transferCounts,
  transferOfAuction,
  transferViewOf,
  type TransferRow,
} from './title-transfers.repository';
import { operatorActor, type LifecycleActor } from './transitions';
import { sendTransferNotices } from './transfer-notices';

export type SubmitTransferInput = z.output<typeof submitTransferRequest>;

const TRANSFER_STATUSES: readonly AuctionStatus[] = ['TRANSACTION', 'TRANSACTION_DELAY'];
/** The proof's types: a photo or scan (JPEG, PNG, WebP) or a PDF, told by the first bytes. */
const PROOF_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];

const invalidDocument = () =>
  new AppError('TRANSFER_DOCUMENT_INVALID', TITLE_TRANSFER_MESSAGES.documentInvalid);
const wrongType = () => new AppError('TRANSFER_DOCUMENT_INVALID', TITLE_TRANSFER_MESSAGES.documentType);
const notFound = () => new AppError('TRANSFER_NOT_FOUND', TITLE_TRANSFER_MESSAGES.notInTransfer);
const wrongState = (message: string) => new AppError('TRANSFER_WRONG_STATE', message);
const linkInvalid = () => new AppError('TRANSFER_LINK_INVALID', TITLE_TRANSFER_MESSAGES.linkExpired);

/** The 409 of a step that did not apply, saying why. */
function refusalOf(row: TransferRow | null, auction: Pick<AuctionRow, 'status'> | null): AppError {
  if (!row || !auction) {
    return notFound();
  }
  if (row.status === 'CONFIRMED' || auction.status === 'COMPLETE') {
    return wrongState(TITLE_TRANSFER_MESSAGES.alreadyConfirmed);
  }
  if (!TRANSFER_STATUSES.includes(auction.status)) {
    return wrongState(TITLE_TRANSFER_MESSAGES.notInTransfer);
  }
  return wrongState(TITLE_TRANSFER_MESSAGES.noProof);
}

/**
 * Confirms the proof and closes the trade (CONFIRM_PROOF with the auction's CONFIRM_TRANSFER), under the
 * auction's lock the caller holds: the seller or an operator (an objected proof too), the clock only a proof
 * uploaded TRANSFER_AUTO_CONFIRM_DAYS ago that nobody objected to. Null when it did not apply.
 */
export async function confirmTransferIn(
  tx: Tx,
  input: {
    transfer: TransferRow;
    actor: LifecycleActor;
    now: Date;
    notices: DealNoticeDeps;
    deal: DealRow;
    auditActor?: AuditActor;
  },
): Promise<{ auction: AuctionRow; transfer: TransferRow } | null> {
  const { actor, now } = input;
  const by: TransferConfirmer =
    actor.kind === 'seller' ? 'SELLER' : actor.kind === 'operator' ? 'OPERATOR' : 'AUTO';
  const autoDue = new Date(now.getTime() - TRANSFER_AUTO_CONFIRM_DAYS * DAY_MS);
  const transfer = await tryApplyTransfer(tx, input.transfer.id, 'CONFIRM_PROOF', actor, {
    now,
    set: {
      confirmedAt: now,
      confirmedBy: by,
      confirmedOperatorId: actor.kind === 'operator' ? actor.operatorId : null,
    },
    where:
      actor.kind === 'clock'
        ? and(eq(titleTransfers.status, 'SUBMITTED'), lte(titleTransfers.proofUploadedAt, autoDue))
        : undefined,
  });
  if (!transfer) {
    return null;
  }
  const auction = await tryApply(tx, transfer.auctionId, 'CONFIRM_TRANSFER', actor, { now });
  if (!auction) {
    // The record moved but the auction did not (another owner, a cancelled deal): undo both.
    throw refusalOf(transfer, await lockAuction(tx, transfer.auctionId));
  }
  await writeAudit(tx, input.auditActor ?? auditActorOf(actor), {
    action: 'TRANSFER_CONFIRM',
    targetType: 'DEAL',
    targetId: transfer.dealId,
    targetLabel: auction.model,
    before: { status: input.transfer.status },
    after: { status: transfer.status, confirmedBy: by, auctionStatus: auction.status },
  });
  await sendTransferNotices(tx, {
    notices: input.notices,
    now,
    parties: await partiesOf(tx, input.deal),
    event: { kind: 'CONFIRMED' },
  });
  return { auction, transfer };
}

export function createTitleTransfersService(
  ctx: Pick<
    AppContext,
    'db' | 'clock' | 'config' | 'storage' | 'alimtalk' | 'auctionEvents' | 'contactRelay'
  >,
) {
  const notices: DealNoticeDeps = {
    publicUrl: ctx.config.PUBLIC_URL,
    alimtalk: ctx.alimtalk,
    contactRelay: ctx.contactRelay,
  };
  const secret = ctx.config.JWT_SECRET;

  const answer = (auction: Pick<AuctionRow, 'id' | 'status'>, row: TransferRow): TransferActionResponse => ({
    auctionId: auction.id,
    status: auction.status,
    titleTransfer: transferViewOf(row, secret, ctx.clock.now()),
  });

  /**
   * One step under the auction's lock: the record and the deal in force, checked by `owns`; `work` answers the
   * auction and the record as they are after the step.
   */
  const step = async (
    auctionId: number,
    owns: (deal: DealRow, auction: AuctionRow) => boolean,
    work: (
      tx: Tx,
      found: { auction: AuctionRow; deal: DealRow; transfer: TransferRow },
    ) => Promise<{ auction: AuctionRow; transfer: TransferRow }>,
  ): Promise<TransferActionResponse> => {
    const done = await ctx.db.transaction(async (tx) => {
      const auction = await lockAuction(tx, auctionId);
      const deal = auction ? await dealOfAuction(tx, auctionId) : null;
      const transfer = auction ? await transferOfAuction(tx, auctionId) : null;
      if (!auction || !deal || !transfer || deal.canceledAt || transfer.dealId !== deal.id) {
        throw notFound();
      }
      if (!owns(deal, auction)) {
        throw notFound();
      }
      return work(tx, { auction, deal, transfer });
    });
    if (done.auction.status !== 'TRANSACTION' && done.auction.status !== 'TRANSACTION_DELAY') {
      emitStatus(ctx, done.auction);
    }
    if (done.transfer.status === 'CONFIRMED') {
      await scoreAfterEvent(ctx, done.transfer.dealerId);
    }
    return answer(done.auction, done.transfer);
  };

  /** A proof sent back to the dealer with a reason (the seller's objection, an operator's rejection). */
  const sendBack = (
    auctionId: number,
    owns: (deal: DealRow) => boolean,
    input: {
      event: 'OBJECT_PROOF' | 'REJECT_PROOF';
      actor: LifecycleActor;
      auditActor: AuditActor;
      action: 'TRANSFER_OBJECT' | 'TRANSFER_REJECT';
      set: Parameters<typeof tryApplyTransfer>[4]['set'];
      reason: string;
      now: Date;
    },
  ) =>
    step(auctionId, owns, async (tx, { auction, deal, transfer }) => {
      const { now, reason } = input;
      const moved = TRANSFER_STATUSES.includes(auction.status)
        ? await tryApplyTransfer(tx, transfer.id, input.event, input.actor, { now, set: input.set })
        : null;
      if (!moved) {
        throw refusalOf(transfer, auction);
      }
      await writeAudit(tx, input.auditActor, {
        action: input.action,
        targetType: 'DEAL',
        targetId: deal.id,
        targetLabel: auction.model,
        before: { status: transfer.status },
        after: { status: moved.status },
        reason,
      });
      await sendTransferNotices(tx, {
        notices,
        now,
        parties: await partiesOf(tx, deal),
        event: { kind: input.event === 'OBJECT_PROOF' ? 'OBJECTED' : 'REJECTED', reason },
      });
      return { auction, transfer: moved };
    });

  /** The dealer's own upload named by `url`, read back from storage; its type told by its bytes. */
  const readUpload = async (dealerId: number, url: string) => {
    const [file] = await ctx.db
      .select()
      .from(uploadedFiles)
      .where(
        and(
          eq(uploadedFiles.url, url),
          eq(uploadedFiles.ownerType, 'DEALER'),
          eq(uploadedFiles.ownerId, dealerId),
        ),
      )
      .limit(1);
    if (!file) {
      throw invalidDocument();
    }
    const bytes = await ctx.storage.get(file.storageKey);
    const type = bytes ? detectFileType(bytes) : null;
    if (!bytes || !type || !PROOF_TYPES.includes(type.mime)) {
      throw wrongType();
    }
    return { file, bytes, type };
  };

  return {
    /**
     * The winner's proof (SUBMIT_PROOF): the upload is checked by its bytes and moved to private storage (the
     * public upload is deleted); accepted in TRANSACTION and TRANSACTION_DELAY (a proof after the delay keeps
     * the auction delayed until it is confirmed); a new proof replaces one still waiting.
     */
    async submit(
      dealerId: number,
      auctionId: number,
      body: SubmitTransferInput,
    ): Promise<TransferActionResponse> {
      // A dealer who may finish his deals (approved, or under identity review; a ban does not stop it).
      await loadDealerForDeals(ctx.db, dealerId);
      const { file, bytes, type } = await readUpload(dealerId, body.document.url);
      const now = ctx.clock.now();
      const key = `private/transfers/${now.getUTCFullYear()}/${randomUUID()}.${type.ext}`;
      await ctx.storage.put(key, bytes);
      let replaced: string | null = null;
      try {
        const response = await step(
          auctionId,
          (deal) => deal.dealerId === dealerId,
          async (tx, { auction, deal, transfer }) => {
            if (!TRANSFER_STATUSES.includes(auction.status)) {
              throw refusalOf(transfer, auction);
            }
            const actor: LifecycleActor = { kind: 'dealer', dealerId };
            const moved = await tryApplyTransfer(tx, transfer.id, 'SUBMIT_PROOF', actor, {
              now,
              set: {
                documentKind: body.document.kind,
                proofKey: key,
                proofMimeType: type.mime,
                proofUploadedAt: now,
                objectedAt: null,
                confirmedAt: null,
              },
            });
            if (!moved) {
              throw refusalOf(transfer, auction);
            }
            replaced = transfer.proofKey;
            await tx.delete(uploadedFiles).where(eq(uploadedFiles.id, file.id));
            await writeAudit(tx, auditActorOf(actor), {
              action: 'TRANSFER_SUBMIT',
              targetType: 'DEAL',
              targetId: deal.id,
              targetLabel: auction.model,
              before: { status: transfer.status },
              after: { status: moved.status, documentKind: body.document.kind, mimeType: type.mime },
            });
            await sendTransferNotices(tx, {
              notices,
              now,
              parties: await partiesOf(tx, deal),
              event: { kind: 'SUBMITTED', autoConfirmAt: transferAutoConfirmAt(now) },
            });
            return { auction, transfer: moved };
          },
        );
        // After COMMIT: the public copy and a replaced proof go.
        await ctx.storage.delete(file.storageKey);
        if (replaced) {
          await ctx.storage.delete(replaced);
        }
        return response;
      } catch (error) {
        await ctx.storage.delete(key);
        throw error;
      }
    },

    /** The seller confirms the proof of his listing's deal: the trade is COMPLETE. */
    async sellerConfirm(sellerId: number, auctionId: number): Promise<TransferActionResponse> {
      const now = ctx.clock.now();
      return step(
        auctionId,
        (deal) => deal.sellerId === sellerId,
        async (tx, { auction, deal, transfer }) => {
          const done = await confirmTransferIn(tx, {
            transfer,
            deal,
            actor: { kind: 'seller', sellerId },
            now,
            notices,
          });
          if (!done) {
            throw refusalOf(transfer, auction);
          }
          return done;
        },
      );
    },

    /** The seller objects to the proof with a reason: back to the dealer, the automatic confirmation stops. */
    sellerObject(sellerId: number, auctionId: number, reason: string): Promise<TransferActionResponse> {
      const actor: LifecycleActor = { kind: 'seller', sellerId };
      const now = ctx.clock.now();
      return sendBack(auctionId, (deal) => deal.sellerId === sellerId, {
        event: 'OBJECT_PROOF',
        actor,
        auditActor: auditActorOf(actor),
        action: 'TRANSFER_OBJECT',
        set: { objectedAt: now, objectionReason: reason },
        reason,
        now,
      });
    },

    /** An operator confirms the proof (an objected one too): the trade is COMPLETE. */
    async operatorConfirm(actor: AuditActor, auctionId: number): Promise<TransferActionResponse> {
      const now = ctx.clock.now();
      return step(
        auctionId,
        () => true,
        async (tx, { auction, deal, transfer }) => {
          const done = await confirmTransferIn(tx, {
            transfer,
            deal,
            actor: operatorActor(actor),
            now,
            notices,
            auditActor: actor,
          });
          if (!done) {
            throw refusalOf(transfer, auction);
          }
          return done;
        },
      );
    },

    /** An operator rejects the proof with a reason: WAITING again, the dealer is told. */
    operatorReject(actor: AuditActor, auctionId: number, reason: string): Promise<TransferActionResponse> {
      return sendBack(auctionId, () => true, {
        event: 'REJECT_PROOF',
        actor: operatorActor(actor),
        auditActor: actor,
        action: 'TRANSFER_REJECT',
        set: { rejectReason: reason },
        reason,
        now: ctx.clock.now(),
      });
    },

    /** The proof's bytes for a valid signed link (401 otherwise, 404 without a proof). */
    async proof(
      id: number,
      link: { exp: number; sig: string },
    ): Promise<{ bytes: Buffer; mimeType: string }> {
      const row = await transferById(ctx.db, id);
      if (!row?.proofKey) {
        throw linkInvalid();
      }
      if (!isProofLinkValid(secret, row, link, ctx.clock.now())) {
        throw linkInvalid();
      }
      const bytes = await ctx.storage.get(row.proofKey);
      if (!bytes) {
        throw notFound();
      }
      return { bytes, mimeType: row.proofMimeType ?? 'application/octet-stream' };
    },
  };
}

/** The deal's title transfer as its seller reads it; null before completion. */
export async function transferForSeller(
  db: DbOrTx,
  auctionId: number,
  secret: string,
  now: Date,
): Promise<TitleTransferView | null> {
  const row = await transferOfAuction(db, auctionId);
  return row ? transferViewOf(row, secret, now) : null;
}

/** The console dashboard's transfer figures: delayed ones and proofs waiting for a look. */
export function transferFigures(db: DbOrTx): Promise<{ transfersDelayed: number; transfersToCheck: number }> {
  return transferCounts(db);
}
