// The operator's auctions (docs/domain.md "Auction lifecycle"): the listing queue by tab and search, one
// auction with its photos, seller, every bid with its dealer's trust numbers and every deal with its steps,
// and the operator's cancel (ADMIN_CANCELED) from any state before COMPLETE. Approval and rejection are the
// listings module's (listings.service.ts); selecting a bid for the seller is admin-operations.ts's.
import {
  ADMIN_AUCTION_MESSAGES,
  ADMIN_CANCELABLE_STATUSES,
  AUCTION_MESSAGES,
  CANCELED_STATUSES,
  auctionStatusLabel,
  statusesOfAuctionFilter,
  type AdminCancelResult,
  type AdminListingDetail,
  type AdminListingItem,
  type adminListingsQuery,
  type AuctionStatus,
  type PagedList,
} from '@autobid/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { toIso } from '../../lib/dates';
import { isBanned } from '../access/access-policy';
import { writeAudit, type AuditActor } from '../audit/audit.public';
import { auctionPage, imagesOf, mainImageOf } from '../auctions/auctions.public';
import { endCodeLinks } from '../code-links/code-links.public';
import { dealsOfAuction } from '../deals/deals.public';
import { emitStatus, listingValuesOf } from '../listings/listings.public';
import { dealerTrustOf } from '../sellers/dealer-trust';
import { sendOperatorCancelNotices } from './admin-auction-notices';
import {
  bidsOfAuction,
  cancelLiveDealByOperator,
  cancelNoticeTargets,
  findAuctionWithSeller,
  findDealer,
  listAuctions,
  lockAuction,
  moveAuction,
  transferChangesOf,
  type AuctionRow,
} from './admin-auctions.repository';
import { dealRecordOf, isoOf } from './deal-records';

type ListQuery = z.output<typeof adminListingsQuery>;

const notFound = () => new AppError('AUCTION_NOT_FOUND', AUCTION_MESSAGES.notFound);
const conflict = (message: string) => new AppError('ADMIN_CONFLICT', message);

const isIn = (statuses: readonly AuctionStatus[], status: AuctionStatus) => statuses.includes(status);

/**
 * When the listing was sent to review: its recorded submission, or for one in review without it (sent before
 * submissions were recorded) when it entered review (docs/domain.md "Operator console").
 */
const requestedAtOf = (auction: AuctionRow) =>
  toIso(auction.submittedAt ?? (auction.status === 'AUDIT' ? auction.statusChangedAt : null));

/** The review queue comes oldest submission first, live auctions soonest end first, the rest latest change first. */
function orderOf(statuses: readonly AuctionStatus[] | null) {
  if (statuses?.every((status) => status === 'AUDIT')) {
    return 'REVIEW' as const;
  }
  if (statuses?.every((status) => status === 'APPROVED' || status === 'PROGRESS')) {
    return 'ENDING' as const;
  }
  return 'RECENT' as const;
}

export function createAdminAuctionsService(
  ctx: Pick<AppContext, 'db' | 'clock' | 'alimtalk' | 'auctionEvents'>,
) {
  return {
    async list(query: ListQuery): Promise<PagedList<AdminListingItem>> {
      const statuses = query.status ? statusesOfAuctionFilter(query.status) : null;
      return auctionPage(
        ctx.db,
        query,
        (window) => listAuctions(ctx.db, { statuses, q: query.q, order: orderOf(statuses) }, window),
        ({ auction, brandName, seller }, images) => ({
          id: auction.id,
          status: auction.status,
          statusLabel: auctionStatusLabel(auction.status),
          brandName,
          model: auction.model,
          year: auction.year,
          hopePrice: auction.hopePrice,
          image: mainImageOf(images),
          seller,
          maxBiddingPrice: auction.maxBiddingPrice,
          bidderCount: auction.bidderCount,
          submittedAt: requestedAtOf(auction),
          startAt: toIso(auction.startAt),
          endDate: toIso(auction.endDate),
          createdAt: auction.createdAt.toISOString(),
        }),
      );
    },

    async detail(auctionId: number): Promise<AdminListingDetail> {
      const found = await findAuctionWithSeller(ctx.db, auctionId);
      if (!found) {
        throw notFound();
      }
      const { auction } = found;
      const now = ctx.clock.now();
      const [images, bids, dealRows, transfers] = await Promise.all([
        imagesOf(ctx.db, [auction.id]),
        bidsOfAuction(ctx.db, auction.id),
        dealsOfAuction(ctx.db, auction.id),
        transferChangesOf(ctx.db, [auction.id]),
      ]);
      const trust = await dealerTrustOf(
        ctx.db,
        bids.map((row) => row.dealer.id),
      );
      const selecting =
        auction.status === 'TIME_EXPIRED' && auction.selectExpireAt !== null && auction.selectExpireAt > now;
      const bidViews = bids.map(({ bid, dealer }) => {
        const canTrade = dealer.status === 'APPROVED' && !dealer.suspendedAt && !isBanned(dealer, now);
        return {
          id: bid.id,
          price: bid.price,
          biddingAt: bid.biddingAt.toISOString(),
          isSelected: bid.isSelected,
          canceledAt: toIso(bid.canceledAt),
          cancelReason: bid.cancelReason,
          dealer: {
            id: dealer.id,
            username: dealer.username,
            name: dealer.name,
            agencyName: dealer.agencyName,
            phone: dealer.phone,
            canTrade,
            penaltyExpiredAt: toIso(dealer.penaltyExpiredAt),
          },
          trust: trust.get(dealer.id)!,
          canSelect: selecting && bid.canceledAt === null && canTrade,
        };
      });
      const live = dealRows.find((row) => row.deal.canceledAt === null);
      return {
        id: auction.id,
        status: auction.status,
        statusLabel: auctionStatusLabel(auction.status),
        ...listingValuesOf(auction, images.get(auction.id) ?? []),
        brandName: found.brandName,
        hasAccident: auction.hasAccident,
        rejectReason: auction.rejectReason,
        seller: found.seller,
        submittedAt: requestedAtOf(auction),
        approvedAt: toIso(auction.approvedAt),
        startAt: toIso(auction.startAt),
        endDate: toIso(auction.endDate),
        maxBiddingPrice: auction.maxBiddingPrice,
        bidderCount: auction.bidderCount,
        createdAt: auction.createdAt.toISOString(),
        updatedAt: auction.updatedAt.toISOString(),
        selectExpireAt: toIso(auction.selectExpireAt),
        opensAt: auction.status === 'APPROVED' && found.opensAt ? isoOf(found.opensAt) : null,
        statusChangedAt: auction.statusChangedAt.toISOString(),
        bids: bidViews,
        deals: dealRows.map(({ deal, dealer }) =>
          dealRecordOf(deal, dealer, transfers.get(auction.id) ?? []),
        ),
        feePaid: Boolean(live?.deal.depositConfirmedAt),
        actions: {
          canApprove: auction.status === 'AUDIT',
          canReject: auction.status === 'AUDIT',
          canCancel: isIn(ADMIN_CANCELABLE_STATUSES, auction.status),
          canSelect: bidViews.some((bid) => bid.canSelect),
        },
        serverNow: now.toISOString(),
      };
    },

    /**
     * Any state before COMPLETE -> ADMIN_CANCELED in one conditional UPDATE under the row lock: the deal in
     * force is cancelled as the operator's (no penalty; a paid fee stays for a refund), the seller, the
     * deal's dealer and the other active bidders are told, one audit row; the room hears of it after COMMIT.
     */
    async cancel(auctionId: number, reason: string, actor: AuditActor): Promise<AdminCancelResult> {
      const now = ctx.clock.now();
      const result = await ctx.db.transaction(async (tx) => {
        const current = await lockAuction(tx, auctionId);
        if (!current) {
          throw notFound();
        }
        if (isIn(CANCELED_STATUSES, current.status)) {
          throw conflict(ADMIN_AUCTION_MESSAGES.alreadyCanceled);
        }
        const moved = isIn(ADMIN_CANCELABLE_STATUSES, current.status)
          ? await moveAuction(tx, auctionId, current.status, 'ADMIN_CANCELED', now)
          : null;
        if (!moved) {
          throw conflict(ADMIN_AUCTION_MESSAGES.notCancelable);
        }
        const deal = await cancelLiveDealByOperator(tx, auctionId, { now, reason });
        // Nothing is left to do through a code link of this auction.
        await endCodeLinks(tx, { auctionId, now });
        const feePaid = Boolean(deal?.depositConfirmedAt);
        const winner = deal ? await findDealer(tx, deal.dealerId) : null;
        const targets = await cancelNoticeTargets(tx, auctionId);
        await sendOperatorCancelNotices(tx, ctx.alimtalk, {
          auctionId,
          model: current.model,
          reason,
          seller: targets.seller,
          winner: winner ? { dealerId: winner.id, name: winner.name, phone: winner.phone } : null,
          bidders: targets.bidders,
          feePaid,
        });
        await writeAudit(tx, actor, {
          action: 'AUCTION_CANCEL',
          targetType: 'AUCTION',
          targetId: auctionId,
          targetLabel: current.model,
          before: { status: current.status, ...(deal ? { dealId: deal.id, dealCanceledAt: null } : {}) },
          after: {
            status: moved.status,
            ...(deal ? { dealId: deal.id, dealCanceledAt: now, dealCanceledBy: 'ADMIN', feePaid } : {}),
          },
          reason,
        });
        return { moved, deal, feePaid };
      });
      emitStatus(ctx, result.moved);
      return {
        auctionId,
        status: result.moved.status,
        statusLabel: auctionStatusLabel(result.moved.status),
        canceledDealId: result.deal?.id ?? null,
        feePaid: result.feePaid,
      };
    },
  };
}
