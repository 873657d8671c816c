// Seller rules: phone login (4-digit SMS code; a new phone becomes a seller once it proves the code), the
// seller's account (its name), the seller's own listings with their active bids and each bidder's trust
// card, the selection of a winner, the deal as the seller sees it, and the seller's review and report of the
// dealer.
import type { z } from 'zod';
import {
  AUCTION_MESSAGES,
  CANCELED_STATUSES,
  COMPLETED_TRADE_STATUSES,
  SELLER_CONTACT_STATUSES,
  SELLER_EDITABLE_STATUSES,
  SELLER_REVIEW_MESSAGES,
  SELLER_WITHDRAWABLE_STATUSES,
  auctionStatusLabel,
  maskName,
  type AuctionStatus,
  type DealActionResponse,
  type LoginResponse,
  type PagedList,
  type PageQuery,
  type PhoneCodeResponse,
  type SellerAuctionDetail,
  type SellerAuctionListItem,
  type SellerDeal,
  type SellerDealEnd,
  type SellerFeedbackResponse,
  type SellerLoginRequest,
  type SellerMe,
  type sellerReviewRequest,
} from '@autobid/shared';
import type { TitleTransferView } from '@autobid/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/types';
import { AppError, unauthorized } from '../../lib/app-error';
import { toIso } from '../../lib/dates';
import {
  SYSTEM_CANCEL_REASONS,
  activeBidsOf,
  auctionPage,
  createDealsService,
  claimsForSeller,
  ownerConsentOfListing,
  dealerTrustOf,
  expectedPriceOf,
  dealsOfAuction,
  mainImageOf,
  readListingValues,
  type AuctionRow,
  type DealWithDealer,
  transferForSeller,
} from '../auctions/auctions.public';
import { relayContactFor, type RelayContact } from '../contact-relays/contact-relays.public';
import { suspendOnReports } from '../penalties/penalties';
import { normalizePhone, phoneCodesFor, type PhoneCodeCaller } from '../phone-codes/phone-codes.service';
import { hasReview } from '../reviews/reviews.public';
import { closeSellerAccount } from './seller-closure';
import {
  endSellerSessions,
  findOrCreateSellerByPhone,
  findSeller,
  findSellerAuction,
  hasSellerReport,
  insertReport,
  insertSellerReview,
  listSellerAuctions,
  lockReportedDealer,
  updateSellerName,
} from './sellers.repository';

const notFound = () => new AppError('AUCTION_NOT_FOUND', AUCTION_MESSAGES.notFound);

const sellerMe = (seller: { id: number; name: string; phoneNumber: string } | null): SellerMe => {
  if (!seller) {
    throw unauthorized();
  }
  return { id: seller.id, name: seller.name, phone: seller.phoneNumber };
};

/** The listing's latest deal (the one in force, or the last cancelled one) with its dealer. */
async function latestDealOf(db: DbOrTx, auctionId: number): Promise<DealWithDealer | null> {
  const [latest] = await dealsOfAuction(db, auctionId);
  return latest ?? null;
}

function listItem(
  auction: AuctionRow,
  brandName: string | null,
  image: string,
  hasReview: boolean,
): SellerAuctionListItem {
  return {
    id: auction.id,
    status: auction.status,
    statusLabel: auctionStatusLabel(auction.status),
    model: auction.model,
    brandName,
    year: auction.year,
    image,
    hopePrice: auction.hopePrice,
    endDate: toIso(auction.endDate),
    selectExpireAt: toIso(auction.selectExpireAt),
    maxBiddingPrice: auction.maxBiddingPrice,
    bidderCount: auction.bidderCount,
    createdAt: auction.createdAt.toISOString(),
    hasReview,
  };
}

const isIn = (statuses: readonly AuctionStatus[], status: AuctionStatus) => statuses.includes(status);

type SellerReviewInput = z.output<typeof sellerReviewRequest>;

/** How a cancelled deal ended, from who cancelled it and, for the clock's cancellations, why. */
function dealEndOf(deal: DealWithDealer['deal']): SellerDealEnd | null {
  if (deal.canceledAt === null) {
    return null;
  }
  if (deal.canceledBy === 'ADMIN') {
    return 'ADMIN_CANCELED';
  }
  if (deal.canceledBy === 'SELLER') {
    return 'SELLER_CANCELED';
  }
  if (deal.canceledBy !== 'SYSTEM') {
    return 'DEALER_CANCELED';
  }
  if (deal.cancelReason === SYSTEM_CANCEL_REASONS.depositExpired) {
    return 'DEPOSIT_EXPIRED';
  }
  return deal.cancelReason === SYSTEM_CANCEL_REASONS.released ? 'RELEASED' : 'NO_PROGRESS';
}

/**
 * The deal as the seller sees it. A deal cancelled while its auction went on (a runner-up offer, a released
 * selection) reads as DEALER_CANCELED, and `ended` says how every cancelled deal ended (docs/domain.md
 * "Listings"); the dealer's relay number (docs/domain.md "Contact relay") shows from RESERVATION on, on the
 * deal in force only.
 */
function sellerDealOf(
  auction: AuctionRow,
  latest: DealWithDealer,
  dealerRelay: RelayContact | null,
  titleTransfer: TitleTransferView | null = null,
): SellerDeal {
  const { deal } = latest;
  const isOver = deal.canceledAt !== null && !isIn(CANCELED_STATUSES, auction.status);
  const showContact = deal.canceledAt === null && isIn(SELLER_CONTACT_STATUSES, auction.status);
  return {
    status: isOver ? 'DEALER_CANCELED' : auction.status,
    ended: dealEndOf(deal),
    price: deal.price,
    dealer: {
      name: latest.dealer.name,
      agencyName: latest.dealer.agencyName,
      phone: showContact ? (dealerRelay?.phone ?? '') : null,
      phoneNote: showContact ? (dealerRelay?.note ?? null) : null,
    },
    depositDeadline: toIso(deal.depositDeadline),
    reservedAt: toIso(deal.reservedAt),
    completedAt: toIso(deal.completedAt),
    finalPrice: deal.finalPrice,
    agreedPrice: deal.canceledAt === null ? deal.agreedPrice : null,
    ...sellerTransferOf(auction, deal.canceledAt === null ? titleTransfer : null),
  };
}

/** The title transfer as the seller reads it, and what he may do with it (docs/domain.md "Title transfer"). */
function sellerTransferOf(
  auction: AuctionRow,
  titleTransfer: TitleTransferView | null,
): Pick<SellerDeal, 'titleTransfer' | 'canConfirmTransfer' | 'canObjectTransfer'> {
  const inTransfer = auction.status === 'TRANSACTION' || auction.status === 'TRANSACTION_DELAY';
  const status = inTransfer ? titleTransfer?.status : undefined;
  return {
    titleTransfer,
    canConfirmTransfer: status === 'SUBMITTED' || status === 'OBJECTED',
    canObjectTransfer: status === 'SUBMITTED',
  };
}

export function createSellersService(ctx: AppContext) {
  const loginCodes = phoneCodesFor(ctx, 'SELLER_LOGIN');
  const deals = createDealsService(ctx);

  const ownAuction = async (sellerId: number, auctionId: number) => {
    const row = await findSellerAuction(ctx.db, sellerId, auctionId);
    // Someone else's listing answers as if it did not exist.
    if (!row) {
      throw notFound();
    }
    return row;
  };

  return {
    requestCode(phone: string, caller: PhoneCodeCaller = {}): Promise<PhoneCodeResponse> {
      // Known or not, the phone gets a code: the answer says nothing about who has listings.
      return loginCodes.request(phone, caller);
    },

    async login(input: SellerLoginRequest, caller: PhoneCodeCaller = {}): Promise<LoginResponse> {
      const phone = normalizePhone(input.phone);
      await loginCodes.confirm(phone, input.authCode, caller);
      await loginCodes.consume(ctx.db, phone);
      // A phone without a seller yet becomes one: the seller then lists and names itself (PUT /v1/sellers/me).
      const seller = await findOrCreateSellerByPhone(ctx.db, phone);
      return {
        accessToken: await ctx.tokens.sign({ id: seller.id, role: 'seller', version: seller.tokenVersion }),
      };
    },

    /** Logout ends every token of the seller, as a dealer's does (docs/decisions/018). */
    async logout(sellerId: number): Promise<null> {
      await endSellerSessions(ctx.db, sellerId);
      ctx.sessions.changed({ id: sellerId, role: 'seller' });
      return null;
    },

    async me(sellerId: number): Promise<SellerMe> {
      return sellerMe(await findSeller(ctx.db, sellerId));
    },

    /** The seller closes the account when nothing is open (docs/domain.md "Retention"). */
    closeMe(sellerId: number): Promise<null> {
      return closeSellerAccount(ctx, sellerId);
    },

    async updateMe(sellerId: number, name: string): Promise<SellerMe> {
      return sellerMe(await updateSellerName(ctx.db, sellerId, name));
    },

    async list(sellerId: number, query: PageQuery): Promise<PagedList<SellerAuctionListItem>> {
      return auctionPage(
        ctx.db,
        query,
        (window) => listSellerAuctions(ctx.db, sellerId, window),
        (row, images) => listItem(row.auction, row.brandName, mainImageOf(images), row.hasReview),
      );
    },

    async detail(sellerId: number, auctionId: number): Promise<SellerAuctionDetail> {
      const { auction, brandName } = await ownAuction(sellerId, auctionId);
      const [listing, bids, latest, isReviewed, hasReport] = await Promise.all([
        readListingValues(ctx.db, auction),
        activeBidsOf(ctx.db, auction.id),
        latestDealOf(ctx.db, auction.id),
        hasReview(ctx.db, auction.id, 'SELLER_TO_DEALER'),
        hasSellerReport(ctx.db, sellerId, auction.id),
      ]);
      const now = ctx.clock.now();
      const liveDeal = latest && latest.deal.canceledAt === null ? latest.deal : null;
      const [ownerConsent, trust, priceClaims, dealerRelay] = await Promise.all([
        ownerConsentOfListing(ctx.db, auction, now),
        dealerTrustOf(
          ctx.db,
          bids.map((bid) => bid.dealerId),
          now,
        ),
        claimsForSeller(ctx.db, auction, liveDeal),
        liveDeal ? relayContactFor(ctx.db, ctx.contactRelay, { deal: liveDeal, party: 'DEALER', now }) : null,
      ]);
      const liveBidId = liveDeal ? liveDeal.biddingId : null;
      const transfer = liveDeal
        ? await transferForSeller(ctx.db, auction.id, ctx.config.JWT_SECRET, now)
        : null;
      const isWindowOpen =
        auction.status === 'TIME_EXPIRED' &&
        auction.selectExpireAt !== null &&
        now < auction.selectExpireAt &&
        bids.length > 0;
      return {
        ...listItem(auction, brandName, listing.mainImage, isReviewed),
        ...listing.values,
        rejectReason: auction.rejectReason,
        startAt: toIso(auction.startAt),
        bids: bids.map((bid) => ({
          id: bid.id,
          price: bid.price,
          biddingAt: bid.biddingAt.toISOString(),
          isSelected: bid.isSelected,
          dealer: {
            // The chosen dealer is named in full, as on the deal card; other bidders masked.
            name: bid.id === liveBidId ? bid.dealerName : maskName(bid.dealerName),
            agencyName: bid.agencyName,
          },
          trust: trust.get(bid.dealerId)!,
          expectedPrice: expectedPriceOf(bid.price, trust.get(bid.dealerId)!),
        })),
        canSelect: isWindowOpen,
        // ADR 011: the window reopened after the winner cancelled or missed the fee (not a ban's release).
        isRunnerUpOffer:
          isWindowOpen &&
          latest !== null &&
          latest.deal.canceledAt !== null &&
          latest.deal.cancelReason !== SYSTEM_CANCEL_REASONS.released,
        selectedBiddingId: bids.find((bid) => bid.isSelected)?.id ?? null,
        canEdit: isIn(SELLER_EDITABLE_STATUSES, auction.status),
        canWithdraw: isIn(SELLER_WITHDRAWABLE_STATUSES, auction.status),
        deal: latest ? sellerDealOf(auction, latest, dealerRelay, transfer) : null,
        canReview: isIn(COMPLETED_TRADE_STATUSES, auction.status) && latest !== null && !isReviewed,
        hasReview: isReviewed,
        canReport: latest !== null && !hasReport,
        priceClaims,
        ownerConsent,
        serverNow: now.toISOString(),
      };
    },

    async select(sellerId: number, auctionId: number, biddingId: number): Promise<DealActionResponse> {
      await ownAuction(sellerId, auctionId);
      return deals.selectBid({ auctionId, biddingId, sellerId });
    },

    /** The seller's review of the dealer of the completed deal, once (docs/domain.md "Reviews"). */
    async review(
      sellerId: number,
      auctionId: number,
      body: SellerReviewInput,
    ): Promise<SellerFeedbackResponse> {
      const { auction } = await ownAuction(sellerId, auctionId);
      const latest = await latestDealOf(ctx.db, auctionId);
      if (!isIn(COMPLETED_TRADE_STATUSES, auction.status) || !latest || latest.deal.canceledAt) {
        throw new AppError('REVIEW_NOT_ALLOWED', SELLER_REVIEW_MESSAGES.notReviewable);
      }
      const questionIds = body.answers.map((answer) => answer.questionId);
      if (new Set(questionIds).size !== questionIds.length) {
        throw new AppError('REVIEW_INVALID', SELLER_REVIEW_MESSAGES.answerInvalid);
      }
      // reviews_auction_direction_key: a second review (also two racing clicks) inserts nothing.
      const row = await insertSellerReview(ctx.db, {
        auctionId,
        dealerId: latest.deal.dealerId,
        sellerId,
        ratings: body.ratings,
        contents: body.contents,
        answers: body.answers,
        createdAt: ctx.clock.now(),
      });
      if (!row) {
        throw new AppError('REVIEW_ALREADY_WRITTEN', SELLER_REVIEW_MESSAGES.alreadyReviewed);
      }
      return row;
    },

    /**
     * The seller reports the dealer of the listing's latest deal, once per listing. The dealer's third
     * unresolved report suspends it in the same transaction (docs/domain.md "Penalties").
     */
    async report(sellerId: number, auctionId: number, reason: string): Promise<SellerFeedbackResponse> {
      await ownAuction(sellerId, auctionId);
      const latest = await latestDealOf(ctx.db, auctionId);
      if (!latest) {
        throw new AppError('REPORT_NOT_ALLOWED', SELLER_REVIEW_MESSAGES.notReportable);
      }
      const { dealerId } = latest.deal;
      const now = ctx.clock.now();
      const { row, suspended } = await ctx.db.transaction(async (tx) => {
        await lockReportedDealer(tx, dealerId);
        if (await hasSellerReport(tx, sellerId, auctionId)) {
          throw new AppError('REPORT_ALREADY_FILED', SELLER_REVIEW_MESSAGES.alreadyReported);
        }
        const row = await insertReport(tx, { dealerId, sellerId, auctionId, reason, createdAt: now });
        return { row, suspended: await suspendOnReports(tx, { dealerId, auctionId, now }) };
      });
      if (suspended) {
        // A suspension ends the dealer's sessions (docs/decisions/018).
        ctx.sessions.changed({ id: dealerId, role: 'dealer' });
      }
      return row;
    },
  };
}
