// The operator's auctions (docs/domain.md "Auction lifecycle"): one auction with its photos, seller, every
// bid with its dealer's trust numbers and every deal with its steps, and the operator's cancel
// (OPERATOR_CANCEL: ADMIN_CANCELED from any state before COMPLETE). The listing queue, approval and rejection
// are the listings module's (listings.service.ts).
import {
  ADMIN_AUCTION_MESSAGES,
  ADMIN_CANCELABLE_STATUSES,
  AUCTION_MESSAGES,
  CANCELED_STATUSES,
  auctionStatusLabel,
  type AdminCancelResult,
  type AdminListingDetail,
  type AuctionStatus,
} from '@autobid/shared';
import { transferOfAuction, transferViewOf } from './title-transfers.repository';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { toIso } from '../../lib/dates';
import { isBanned } from '../access/access-policy';
import { writeAudit, type AuditActor } from '../audit/audit.public';
import { endCodeLinks } from '../code-links/code-links.public';
import { consolePriceGuideOf } from '../price-guide/price-guide.public';
import {
  bidsOfAuction,
  cancelNoticeTargets,
  findAuctionWithSeller,
  findDealer,
  transferChangesOf,
} from './auction-console.repository';
import { imagesOf } from './auctions.repository';
import { cancelDealInForce } from './deal-in-force';
import { dealRecordOf, isoOf } from './deal-records';
import { latestVirtualAccountOf } from './fee-virtual-accounts';
import { dealerTrustOf } from './dealer-trust';
import { dealsOfAuction } from './deal-history';
import { lockAuction, tryApply } from './lifecycle';
import { listingValuesOf, requestedAtOf } from './listing-values';
import { sendOperatorCancelNotices } from './operator-cancel-notices';
import { emitStatus } from './status-events';
import { operatorActor } from './transitions';
import { consentRecordsOf, consentSummaryOfListing } from './owner-consents.repository';

const notFound = () => new AppError('AUCTION_NOT_FOUND', AUCTION_MESSAGES.notFound);
const conflict = (message: string) => new AppError('ADMIN_CONFLICT', message);

const isIn = (statuses: readonly AuctionStatus[], status: AuctionStatus) => statuses.includes(status);

export function createAuctionConsoleService(
  ctx: Pick<AppContext, 'db' | 'clock' | 'alimtalk' | 'auctionEvents' | 'config'>,
) {
  return {
    async detail(auctionId: number): Promise<AdminListingDetail> {
      const found = await findAuctionWithSeller(ctx.db, auctionId);
      if (!found) {
        throw notFound();
      }
      const { auction } = found;
      const now = ctx.clock.now();
      const [images, bids, dealRows, transfers, ownerConsent, ownerConsents] = await Promise.all([
        imagesOf(ctx.db, [auction.id]),
        bidsOfAuction(ctx.db, auction.id),
        dealsOfAuction(ctx.db, auction.id),
        transferChangesOf(ctx.db, [auction.id]),
        consentSummaryOfListing(ctx.db, auction, now),
        consentRecordsOf(ctx.db, auction.id),
      ]);
      const trust = await dealerTrustOf(
        ctx.db,
        bids.map((row) => row.dealer.id),
        now,
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
        deals: await Promise.all(
          dealRows.map(async ({ deal, dealer }) => {
            // The title transfer belongs to the deal that completed (docs/domain.md "Title transfer").
            const transfer = await transferOfAuction(ctx.db, auction.id);
            const view =
              transfer?.dealId === deal.id
                ? transferViewOf(transfer, ctx.config.JWT_SECRET, ctx.clock.now())
                : null;
            return dealRecordOf(
              deal,
              dealer,
              transfers.get(auction.id) ?? [],
              view,
              await latestVirtualAccountOf(ctx.db, deal.id),
            );
          }),
        ),
        feePaid: Boolean(live?.deal.depositConfirmedAt),
        ownerConsent,
        ownerConsents,
        actions: {
          canApprove: auction.status === 'AUDIT',
          canReject: auction.status === 'AUDIT',
          canCancel: isIn(ADMIN_CANCELABLE_STATUSES, auction.status),
          canSelect: bidViews.some((bid) => bid.canSelect),
        },
        priceGuide: await consolePriceGuideOf(ctx, auction),
        serverNow: now.toISOString(),
      };
    },

    /**
     * Any state before COMPLETE -> ADMIN_CANCELED (OPERATOR_CANCEL) under the row lock: the deal in
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
        const moved = await tryApply(tx, auctionId, 'OPERATOR_CANCEL', operatorActor(actor), { now });
        if (!moved) {
          throw conflict(ADMIN_AUCTION_MESSAGES.notCancelable);
        }
        const deal = await cancelDealInForce(tx, auctionId, { by: 'ADMIN', reason, now });
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
