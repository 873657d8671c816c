// The operator's deals screen (docs/domain.md "Auction lifecycle"): every deal by stage with its deadlines,
// dealer, seller and the time of each step, the ended auctions still waiting for their seller's choice, and
// the title-transfer tracking an operator sets after completion (COMPLETE -> TRANSACTION <-> TRANSACTION_DELAY:
// START_TRANSFER, DELAY_TRANSFER, RESUME_TRANSFER in transitions.ts).
import {
  ADMIN_AUCTION_MESSAGES,
  ADMIN_DEAL_STAGE_LABELS,
  ADMIN_DEAL_STAGE_STATUSES,
  AUCTION_MESSAGES,
  auctionStatusLabel,
  transferTargetsOf,
  type AdminAuctionChange,
  type AdminDealItem,
  type AdminDealStage,
  type adminDealsQuery,
  type adminTransferRequest,
  type AuctionStatus,
  type PagedList,
} from '@autobid/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { toIso } from '../../lib/dates';
import { readPage } from '../../lib/paging';
import { writeAudit, type AuditActor } from '../audit/audit.public';
import { listDealCases, liveDealOf, transferChangesOf } from './auction-console.repository';
import { mainImageOf } from './auction-pages';
import { imagesOf } from './auctions.repository';
import { dealRecordOf, isoOf } from './deal-records';
import { lockAuction, tryApply } from './lifecycle';
import { transfersOfAuctions, transferViewOf } from './title-transfers.repository';
import { emitStatus } from './status-events';
import { eventsBetween, operatorActor } from './transitions';

type DealsQuery = z.output<typeof adminDealsQuery>;

const LIVE_STAGES = Object.entries(ADMIN_DEAL_STAGE_STATUSES) as [AdminDealStage, readonly AuctionStatus[]][];

/** A row's stage: waiting for the seller without a deal, cancelled, or the stage of its auction's status. */
function stageOf(hasDeal: boolean, isCanceled: boolean, status: AuctionStatus): AdminDealStage {
  if (!hasDeal) {
    return 'SELECTING';
  }
  if (isCanceled) {
    return 'CANCELED';
  }
  return LIVE_STAGES.find(([, statuses]) => statuses.includes(status))?.[0] ?? 'CANCELED';
}

export function createDealsConsoleService(
  ctx: Pick<AppContext, 'db' | 'clock' | 'auctionEvents' | 'config'>,
) {
  return {
    async list(query: DealsQuery): Promise<PagedList<AdminDealItem>> {
      const stage = query.status ?? null;
      return readPage(
        query,
        (window) =>
          listDealCases(
            ctx.db,
            {
              stage,
              statuses:
                stage && stage !== 'SELECTING' && stage !== 'CANCELED'
                  ? ADMIN_DEAL_STAGE_STATUSES[stage]
                  : null,
              q: query.q,
              now: ctx.clock.now(),
            },
            window,
          ),
        async (rows) => {
          const auctionIds = [...new Set(rows.map((row) => row.auction.id))];
          const [images, transfers, titleTransfers] = await Promise.all([
            imagesOf(ctx.db, auctionIds),
            transferChangesOf(ctx.db, auctionIds),
            transfersOfAuctions(ctx.db, auctionIds),
          ]);
          const now = ctx.clock.now();
          /** The title transfer of this deal, when it is the one that completed (docs/domain.md "Title transfer"). */
          const titleTransferOf = (auctionId: number, dealId: number) => {
            const row = titleTransfers.get(auctionId);
            return row?.dealId === dealId ? transferViewOf(row, ctx.config.JWT_SECRET, now) : null;
          };
          return rows.map(({ auction, brandName, seller, deal, dealer, movedAt }) => {
            const rowStage = stageOf(
              deal !== null,
              deal !== null && deal.canceledAt !== null,
              auction.status,
            );
            const isLive = deal !== null && deal.canceledAt === null;
            return {
              key: deal ? `deal-${deal.id}` : `auction-${auction.id}`,
              stage: rowStage,
              stageLabel: ADMIN_DEAL_STAGE_LABELS[rowStage],
              auction: {
                id: auction.id,
                model: auction.model,
                brandName,
                status: auction.status,
                statusLabel: auctionStatusLabel(auction.status),
                image: mainImageOf(images.get(auction.id)),
                bidderCount: auction.bidderCount,
                maxBiddingPrice: auction.maxBiddingPrice,
                selectExpireAt: toIso(auction.selectExpireAt),
              },
              seller,
              deal:
                deal && dealer
                  ? dealRecordOf(
                      deal,
                      dealer,
                      transfers.get(auction.id) ?? [],
                      titleTransferOf(auction.id, deal.id),
                    )
                  : null,
              movedAt: isoOf(movedAt),
              transferTargets: isLive ? transferTargetsOf(auction.status) : [],
            };
          });
        },
      );
    },

    /**
     * COMPLETE -> TRANSACTION, TRANSACTION <-> TRANSACTION_DELAY (the table's event between the two) under
     * the row lock, with one audit row (its reason the operator's note); the same status again is a 409.
     */
    async setTransferStatus(
      auctionId: number,
      input: z.output<typeof adminTransferRequest>,
      actor: AuditActor,
    ): Promise<AdminAuctionChange> {
      const now = ctx.clock.now();
      const moved = await ctx.db.transaction(async (tx) => {
        const current = await lockAuction(tx, auctionId);
        if (!current) {
          throw new AppError('AUCTION_NOT_FOUND', AUCTION_MESSAGES.notFound);
        }
        if (current.status === input.status) {
          throw new AppError(
            'ADMIN_CONFLICT',
            ADMIN_AUCTION_MESSAGES.transferSame(auctionStatusLabel(input.status)),
          );
        }
        if (!transferTargetsOf(current.status).includes(input.status)) {
          throw new AppError(
            'ADMIN_CONFLICT',
            current.status === 'COMPLETE'
              ? ADMIN_AUCTION_MESSAGES.transferConfirmed
              : ADMIN_AUCTION_MESSAGES.transferNotAllowed,
          );
        }
        const deal = await liveDealOf(tx, auctionId);
        const [event] = eventsBetween(current.status, input.status);
        const row =
          deal && event ? await tryApply(tx, auctionId, event, operatorActor(actor), { now }) : null;
        if (!row || !deal) {
          throw new AppError('ADMIN_CONFLICT', ADMIN_AUCTION_MESSAGES.noDeal);
        }
        await writeAudit(tx, actor, {
          action: 'DEAL_TRANSACTION_STATUS',
          targetType: 'AUCTION',
          targetId: auctionId,
          targetLabel: current.model,
          before: { status: current.status },
          after: { status: row.status },
          reason: input.reason ?? '',
        });
        return row;
      });
      emitStatus(ctx, moved);
      return {
        auctionId,
        status: moved.status,
        statusLabel: auctionStatusLabel(moved.status),
      };
    },
  };
}
