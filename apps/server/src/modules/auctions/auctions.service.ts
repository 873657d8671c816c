// Auction rules for dealers: list, detail, bids (place, cancel with penalty), bid history, watch list.
// Access is checked first in every call; bid deadlines are judged by the database clock (docs/domain.md "Clock").
import {
  api,
  AUCTION_MESSAGES,
  CANCELED_STATUSES,
  bidResult,
  depositorLabel,
  HIDDEN_AUCTION_STATUSES,
  maskName,
  maskPlate,
  SELLER_CONTACT_STATUSES,
  type AuctionDetail,
  type AuctionListItem,
  type AuctionStatus,
  type auctionListQuery,
  type BiddingListItem,
  type CancelBidResponse,
  type DealDetail,
  type LikeResponse,
  type PagedList,
  type PageQuery,
  type PlaceBidResponse,
  type RaiseBidResponse,
  DEALER_TIER_MESSAGES,
  RESTRICTED_MAX_ACTIVE_BIDS,
} from '@autobid/shared';
import {
  feeVirtualAccountView,
  liveVirtualAccountOf,
  type FeeVirtualAccountRow,
} from './fee-virtual-accounts';
import { transferOfAuction, transferViewOf, type TransferRow } from './title-transfers.repository';
import {
  AUCTION_ACCESS_MESSAGES,
  assertCanTrade,
  banMessage,
  assertApproved,
  assertApprovedSession,
  findDealerById,
  loadApprovedDealer,
  loadDealerForDeals,
  type DealerRow,
} from '../access/access-policy';
import { consentSummaryOf } from './owner-consents.repository';
import { createKeyedSharedReads } from '../../lib/shared-reads';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../lib/unique-violation';
import { AppError, type ErrorCodeWithStatus } from '../../lib/app-error';
import { toIso } from '../../lib/dates';
import { outboxWritten } from '../../providers/messaging';
import { relayContactFor } from '../contact-relays/contact-relays.public';
import { applyPenalty } from '../penalties/penalties';
import { hasReview } from '../reviews/reviews.public';
import {
  auctionExists,
  cancelBid,
  countProgressAuctions,
  detailReadsOf,
  dealsByDealer,
  hasDealOn,
  bidsOfDealerOn,
  findBidOfDealer,
  findKeyHolders,
  findSeller,
  bidInOneCall,
  latestBidsOfDealer,
  like,
  listProgressAuctions,
  listVersionAndLikesOf,
  unlike,
  viewAuction,
  type AuctionAfterBid,
  type AuctionListFilters,
  type AuctionRow,
  type BidRow,
  type DetailReads,
  type DealRow,
  type ImageRow,
  type KeyHolders,
  type ListCardAuction,
  type ListCardBrand,
  type ListPageRow,
  type RaiseRow,
} from './auctions.repository';
import { auctionPage, mainImageOf } from './auction-pages';
import { outbidNotice } from './bid-notices';
import { lockAuctionAt, type LockedAuction } from './lifecycle';
import { createListCountCache } from './list-count-cache';
import {
  createListPageCache,
  createListVersionReads,
  LIST_PAGES_CACHED,
  renderListPage,
  serializeListPage,
  type SerializedListPage,
} from './list-page-cache';
import { SerializedAnswer } from '../../lib/serve-route';
import { BID_HISTORY_PAGE_TTL_MS, createDealerPages } from '../access/dealer-pages';
import { listFiltersOf } from './auction-filters';
import { latestClaimOf } from './price-claims.repository';
import { emitAuctionState } from '../../realtime/auction-events';

export { AUCTION_ACCESS_MESSAGES, banMessage };

const notFound = () => new AppError('AUCTION_NOT_FOUND', AUCTION_MESSAGES.notFound);
const conflict = (code: ErrorCodeWithStatus<409>, message: string) => new AppError(code, message);

type ListInput = z.output<typeof auctionListQuery>;

function placedBid(bid: Pick<BidRow, 'id' | 'auctionId' | 'price' | 'biddingAt'>): PlaceBidResponse {
  return { id: bid.id, auctionId: bid.auctionId, price: bid.price, biddingAt: bid.biddingAt.toISOString() };
}

/** The answer of a raise, also when a retry of it is answered later: the bid as that raise left it. */
function raisedBid(raise: RaiseRow, auctionId: number): RaiseBidResponse {
  return { id: raise.biddingId, auctionId, price: raise.toPrice, biddingAt: raise.raisedAt.toISOString() };
}

/** One filter's cache key: the same auctions whatever order the brands were given in. */
function filterKey(filters: AuctionListFilters): string {
  return JSON.stringify([
    [...filters.brandIds].sort((a, b) => a - b),
    filters.regions,
    filters.hasAccident,
    filters.purpose,
  ]);
}

function listPageKey(filters: AuctionListFilters, page: number, size: number): string {
  return `${filterKey(filters)}|${page}|${size}`;
}

/** A card's auction: the list's row (its `endDate` written by the database already) or a whole auction row. */
type CardAuction = Omit<ListCardAuction, 'endDate'> & { endDate: string | Date | null };

export function toListItem(
  auction: CardAuction,
  brandRow: ListCardBrand | null,
  images: ImageRow[],
  viewer: { isLiked: boolean; ownerConsented: boolean },
): AuctionListItem {
  return {
    id: auction.id,
    status: auction.status,
    images: images.map((image) => ({ type: image.type, image: image.url })),
    image: mainImageOf(images),
    model: auction.model,
    brand: brandRow
      ? {
          id: brandRow.id,
          name: brandRow.name,
          logo: brandRow.logo,
          vehicleType: brandRow.vehicleType === 'CAR' ? 'CAR' : 'MOTORBIKE',
        }
      : null,
    year: auction.year,
    fuel: auction.fuel,
    accident: auction.accident,
    endDate: typeof auction.endDate === 'string' ? auction.endDate : toIso(auction.endDate),
    region1: auction.region1,
    region2: auction.region2,
    // A draft's "not entered yet"; a listing dealers see always has one (submit requires it).
    mileage: auction.mileage ?? 0,
    hopePrice: auction.hopePrice,
    maxBiddingPrice: auction.maxBiddingPrice,
    bidderCount: auction.bidderCount,
    viewCount: auction.viewCount,
    isLiked: viewer.isLiked,
    ownerConsentConfirmed: viewer.ownerConsented,
  };
}

/**
 * A bid to raise or cancel, read in the auction's row lock: the dealer's own (else 404), still active, on an
 * auction that is live by the clock read in the lock.
 */
function changeableBid(current: BidRow | null, locked: LockedAuction): BidRow {
  if (!current) {
    throw new AppError('BID_NOT_FOUND', AUCTION_MESSAGES.bidNotFound);
  }
  if (current.canceledAt) {
    throw conflict('BID_ALREADY_CANCELED', AUCTION_MESSAGES.bidAlreadyCanceled);
  }
  assertLive(locked);
  return current;
}

function assertLive(locked: LockedAuction): void {
  if (locked.status !== 'PROGRESS') {
    throw conflict('AUCTION_NOT_IN_PROGRESS', AUCTION_MESSAGES.notInProgress);
  }
  if (!locked.isOpen) {
    throw conflict('AUCTION_ENDED', AUCTION_MESSAGES.auctionEnded);
  }
}

/** What the detail's requests for one auction read together (`detailReads`); shared, so never changed. */
type DetailShared = Omit<DetailReads, 'dealIds'> & {
  auction: AuctionRow;
  dealsBy: ReadonlyMap<number, DealRow>;
};

export function createAuctionsService(
  ctx: Pick<
    AppContext,
    'db' | 'clock' | 'auctionEvents' | 'config' | 'alimtalk' | 'contactRelay' | 'sessions'
  >,
) {
  const dealView = (
    auction: AuctionRow,
    deal: DealRow,
    dealer: DealerRow,
    hasReview: boolean,
    claimStatus: DealDetail['claimStatus'],
    transferRow: TransferRow | null,
    feeAccount: FeeVirtualAccountRow | null = null,
  ): DealDetail => ({
    status: auction.status,
    winningPrice: deal.price,
    fee: deal.fee,
    depositDeadline: toIso(deal.depositDeadline),
    transfer:
      auction.status === 'DEALER_DEPOSIT'
        ? {
            bankName: ctx.config.FEE_ACCOUNT_BANK,
            accountNumber: ctx.config.FEE_ACCOUNT_NUMBER,
            accountHolder: ctx.config.FEE_ACCOUNT_HOLDER,
            depositReference: deal.depositReference ?? '',
            depositorName: depositorLabel(dealer.name, deal.depositReference ?? ''),
            virtualAccount: feeVirtualAccountView(feeAccount),
          }
        : null,
    reservedAt: toIso(deal.reservedAt),
    finalPrice: deal.finalPrice,
    priceChangeReason: deal.priceChangeReason,
    inspectionResult: deal.inspectionResult,
    inspectionImages: deal.inspectionImages,
    completedAt: toIso(deal.completedAt),
    canceledAt: toIso(deal.canceledAt),
    cancelReason: deal.cancelReason,
    hasReview,
    agreedPrice: deal.agreedPrice,
    claimStatus,
    titleTransfer: transferRow ? transferViewOf(transferRow, ctx.config.JWT_SECRET, ctx.clock.now()) : null,
  });
  // Every call of this module is for approved dealers only (/wait, /profile and re-application are elsewhere).
  const requireApproved = (dealerId: number) => loadApprovedDealer(ctx.db, dealerId);
  /** The approval check of a call that needs no dealer row: from the session's cached read. */
  const requireApprovedSession = (dealerId: number) => assertApprovedSession(ctx.sessions, dealerId);
  const dealerPages = createDealerPages(ctx);
  /** The dealer's bid history page read afresh (`biddingList` answers it through the kept pages). */
  const readBiddingList = (dealerId: number, query: PageQuery): Promise<PagedList<BiddingListItem>> => {
    const now = ctx.clock.now();
    return auctionPage(
      ctx.db,
      query,
      (window) => latestBidsOfDealer(ctx.db, dealerId, window),
      (row, images) => ({
        ...toListItem(row.auction, row.brand, images, row),
        myPrice: row.bid.price,
        result: bidResult({
          status: row.auction.status,
          isSelected: row.bid.isSelected,
          price: row.bid.price,
          maxBiddingPrice: row.auction.maxBiddingPrice,
          selectExpireAt: row.auction.selectExpireAt,
          now,
        }),
        isOutbid:
          row.auction.status === 'PROGRESS' &&
          row.bid.canceledAt === null &&
          row.bid.price < row.auction.maxBiddingPrice,
      }),
    );
  };
  const emit = (auction: AuctionAfterBid, reason: 'BID' | 'BID_CANCEL') =>
    emitAuctionState(ctx.auctionEvents, auction, reason);

  /**
   * The detail's reads of one auction, shared by the requests for it that wait together (docs/domain.md "Auction
   * detail"): each request joins the next read of its auction, which counts one view per request and reads the
   * auction, its bids and consent once, and the like and latest deal of each dealer waiting. Null: missing or hidden.
   */
  const detailReads = createKeyedSharedReads<number, number, DetailShared | null>(
    async (auctionId, dealerIds) => {
      // The views' write and the reads are sent together: one round trip (a hidden auction's reads are dropped).
      const [auction, { dealIds, ...reads }] = await Promise.all([
        viewAuction(ctx.db, auctionId, HIDDEN_AUCTION_STATUSES, dealerIds.length),
        detailReadsOf(ctx.db, auctionId, [...new Set(dealerIds)]),
      ]);
      if (!auction) {
        return null;
      }
      // Only a dealer with a deal on the auction (its winner, or a first winner whose deal ended) reads one more.
      return { ...reads, auction, dealsBy: await dealsByDealer(ctx.db, dealIds) };
    },
  );

  const listCounts = createListCountCache();
  /**
   * The list's total: exact from the page when it is the last one; otherwise the count, reused per filter
   * while the list version the page was read at stays the same (docs/decisions/019-auction-list-count-cache.md).
   * A watch-list count is not cached: a like does not move the version.
   */
  const listTotal = async (
    filters: AuctionListFilters,
    page: { offset: number; rows: ListPageRow[]; isLast: boolean },
  ): Promise<number> => {
    if (page.isLast && (page.rows.length > 0 || page.offset === 0)) {
      return page.offset + page.rows.length;
    }
    const load = () => countProgressAuctions(ctx.db, filters);
    const version = page.rows[0]?.listVersion;
    if (filters.likedBy !== null || version === undefined) {
      return load();
    }
    return listCounts.total(filterKey(filters), version, load);
  };
  const listPages = createListPageCache<SerializedListPage>();
  const listVersions = createListVersionReads((dealerIds) => listVersionAndLikesOf(ctx.db, dealerIds));
  /** One page read from the database: one row past it tells whether it is the last without the count. */
  const readListPage = async (
    filters: AuctionListFilters,
    query: ListInput,
    viewerId: number,
  ): Promise<PagedList<AuctionListItem>> => {
    const offset = (query.page - 1) * query.size;
    const fetched = await listProgressAuctions(ctx.db, filters, viewerId, { limit: query.size + 1, offset });
    const rows = fetched.slice(0, query.size);
    const isLast = fetched.length <= query.size;
    const total = await listTotal(filters, { offset, rows: fetched, isLast });
    return {
      items: rows.map((row) => toListItem(row.auction, row.brand, row.images, row)),
      total,
      size: query.size,
      page: query.page,
      isLast,
    };
  };
  /** A bid's key that a raise already used (or a raise's key that a bid used) is a reuse, never a replay. */
  const keyReused = () => conflict('IDEMPOTENCY_KEY_REUSED', AUCTION_ACCESS_MESSAGES.idempotencyKeyReused);
  /**
   * A retry of a call that already succeeded (docs/domain.md "Bids"): what holds the dealer's key when it is
   * this call's kind on the same target (`bid`: a first bid on auction `target`; `raise`: a raise of bid
   * `target`), to answer again. Null when nothing holds the key; the key on the other kind or on another target
   * is a reuse (409).
   */
  const previousCall = (kind: 'bid' | 'raise', held: KeyHolders, target: number): KeyHolders | null => {
    const [same, other] = kind === 'bid' ? [held.bid, held.raise] : [held.raise, held.bid];
    if (!same) {
      if (other) {
        throw keyReused();
      }
      return null;
    }
    if ((kind === 'bid' ? held.bid?.auctionId : held.raise?.biddingId) !== target) {
      throw keyReused();
    }
    return held;
  };

  return {
    /** The page, or from the cache its answer's JSON with this dealer's like flags (docs/decisions/039). */
    async list(dealerId: number, query: ListInput): Promise<PagedList<AuctionListItem> | SerializedAnswer> {
      await requireApprovedSession(dealerId);
      const filters = listFiltersOf(query, query.liked === 'true' ? dealerId : null);
      // The watch list is each dealer's own, and later pages are rarely read: both read each time.
      if (filters.likedBy !== null || query.page > LIST_PAGES_CACHED) {
        return readListPage(filters, query, dealerId);
      }
      const key = listPageKey(filters, query.page, query.size);
      const { version, liked } = await listVersions.read(dealerId);
      const page =
        listPages.get(key, version) ??
        (await listPages.load(key, version, async () =>
          serializeListPage(await readListPage(filters, query, dealerId)),
        ));
      return new SerializedAnswer(renderListPage(page, liked));
    },

    async detail(dealerId: number, auctionId: number): Promise<AuctionDetail> {
      // A dealer under identity review reads only the auctions of its own deals (docs/domain.md "Dealers"). An
      // approved dealer is known from the session's cached read (docs/decisions/018); any other reads its row.
      // Checked before the read, so a refused call counts no view.
      const viewer =
        (await ctx.sessions.dealerStanding(dealerId)) === 'approved'
          ? null
          : await loadDealerForDeals(ctx.db, dealerId);
      if (viewer && viewer.status !== 'APPROVED' && !(await hasDealOn(ctx.db, auctionId, dealerId))) {
        // A missing auction is 404 for every caller the detail may answer; an existing one without its deal 403.
        if (!(await auctionExists(ctx.db, auctionId, HIDDEN_AUCTION_STATUSES))) {
          throw notFound();
        }
        assertApproved(viewer);
      }
      const read = await detailReads.read(auctionId, dealerId);
      if (!read) {
        throw notFound();
      }
      const { auction, brand: brandRow, images, bids } = read;
      const liked = read.likedBy.has(dealerId);
      const deal = read.dealsBy.get(dealerId) ?? null;
      const consent = consentSummaryOf(read.consent, auction.plateNumber, ctx.clock.now());
      // Dealers read only a CONFIRMED consent (docs/domain.md "Owner consent").
      const ownerConsent = consent?.status === 'CONFIRMED' ? consent : null;
      const mine = bids.filter((bid) => bid.dealerId === dealerId);
      const active = mine.find((bid) => bid.canceledAt === null) ?? null;
      const isWinner = mine.some((bid) => bid.isSelected);
      const winnerDeal = isWinner ? deal : null;
      // A first winner whose deal was cancelled while the auction went on to another dealer (the runner-up,
      // ADR 011) reads the auction as its cancelled deal, never the next deal's steps or the seller's contact.
      const isSuperseded =
        winnerDeal !== null &&
        winnerDeal.canceledAt !== null &&
        !(CANCELED_STATUSES as readonly string[]).includes(auction.status);
      const status: AuctionStatus = isSuperseded ? 'DEALER_CANCELED' : auction.status;
      const showSeller =
        isWinner && !isSuperseded && (SELLER_CONTACT_STATUSES as readonly string[]).includes(auction.status);
      const [seller, sellerRelay, reviewed, claim, winner] = await Promise.all([
        showSeller ? findSeller(ctx.db, auction.sellerId) : null,
        // The seller's relay number, never the real one (docs/domain.md "Contact relay").
        showSeller && winnerDeal
          ? relayContactFor(ctx.db, ctx.contactRelay, {
              deal: winnerDeal,
              party: 'SELLER',
              now: ctx.clock.now(),
            })
          : null,
        winnerDeal ? hasReview(ctx.db, auction.id, 'DEALER_TO_SELLER') : false,
        winnerDeal ? latestClaimOf(ctx.db, winnerDeal.id) : null,
        // The deal's view names the dealer (the fee's depositor): its row, read here when the session answered.
        winnerDeal ? (viewer ?? loadDealerForDeals(ctx.db, dealerId)) : null,
      ]);
      // The title transfer once the deal is completed (docs/domain.md "Title transfer").
      const transferRow = winnerDeal && !isSuperseded ? await transferOfAuction(ctx.db, auction.id) : null;
      // The deal's own fee account while it waits for the fee (docs/domain.md "Fee virtual accounts").
      const feeAccount =
        winnerDeal && status === 'DEALER_DEPOSIT' ? await liveVirtualAccountOf(ctx.db, winnerDeal.id) : null;
      // The card's fields, then the detail's assigned onto it: a spread followed by new keys costs V8 a slow
      // property addition per key (about 150 µs for this answer, docs/benchmarks.md), Object.assign does not.
      const card = toListItem(auction, brandRow, images, {
        isLiked: liked,
        ownerConsented: ownerConsent !== null,
      });
      return Object.assign(card, {
        status,
        color: auction.color,
        condition: auction.condition,
        warrantyExpirationDate: auction.warrantyExpirationDate,
        region3: auction.region3,
        purpose: auction.purpose,
        licensePlateDesuetude: auction.licensePlateDesuetude,
        officialIncome: auction.officialIncome,
        secondaryKey: auction.secondaryKey,
        repair: auction.repair,
        structureChange: auction.structureChange,
        otherRepair: auction.otherRepair,
        etc: auction.etc,
        vehicleType: auction.vehicleType,
        conditionReport: auction.conditionReport,
        // The full plate only to the winner whose fee is paid (the seller's contact's statuses), else masked.
        plateNumber: showSeller ? auction.plateNumber : maskPlate(auction.plateNumber),
        ownerConsent,
        startAt: toIso(auction.startAt),
        selectExpireAt: toIso(auction.selectExpireAt),
        biddingPrice: active?.price ?? 0,
        myBiddingId: active?.id ?? null,
        hasBid: mine.length > 0,
        biddings: bids.map((bid) => {
          const isMine = bid.dealerId === dealerId;
          return {
            id: bid.id,
            isSelected: bid.isSelected,
            biddingAt: bid.biddingAt,
            price: bid.price,
            canceledAt: bid.canceledAt,
            dealer: { name: isMine ? bid.dealerName : maskName(bid.dealerName) },
            isMine,
          };
        }),
        isWinner,
        fee: winnerDeal?.fee ?? null,
        depositDeadline: toIso(winnerDeal?.depositDeadline),
        reservedAt: toIso(winnerDeal?.reservedAt),
        user:
          seller && sellerRelay
            ? { name: seller.name, phone: sellerRelay.phone, phoneNote: sellerRelay.note }
            : null,
        deal:
          winnerDeal && winner
            ? dealView(
                { ...auction, status },
                winnerDeal,
                winner,
                reviewed,
                claim?.status ?? null,
                transferRow,
                feeAccount,
              )
            : null,
        serverNow: ctx.clock.now().toISOString(),
      });
    },

    async placeBid(
      dealerId: number,
      auctionId: number,
      price: number,
      idempotencyKey: string | null,
    ): Promise<PlaceBidResponse> {
      // Not approved or suspended: 403; a running ban: 409 with its end, the session stays.
      const dealer = assertCanTrade(
        await findDealerById(ctx.db, dealerId),
        ctx.clock.now(),
        AUCTION_MESSAGES.notApproved,
      );
      // Bank-account verification is needed once, before the first bid: a step to take, not a lost right.
      if (!dealer.isBankAccountAuth) {
        throw conflict('BANK_ACCOUNT_REQUIRED', AUCTION_MESSAGES.bankAccountRequired);
      }

      // A retry of a request that already succeeded: answer the first result, create nothing.
      if (idempotencyKey) {
        const held = await findKeyHolders(ctx.db, dealerId, idempotencyKey);
        const previous = previousCall('bid', held, auctionId)?.bid;
        if (previous) {
          return placedBid(previous);
        }
      }

      const result = await ctx.db.transaction(async (tx) => {
        // The common case in one call (docs/domain.md "Bids"): a hot auction queues on its lock.
        const call = await bidInOneCall(tx, {
          auctionId,
          dealerId,
          price,
          idempotencyKey,
          raiseOf: null,
          restrictedMax: RESTRICTED_MAX_ACTIVE_BIDS,
          notice: outbidNotice(ctx.alimtalk, { auctionId, price, publicUrl: ctx.config.PUBLIC_URL }),
        });
        const { locked } = call;
        if (!locked || (HIDDEN_AUCTION_STATUSES as readonly string[]).includes(locked.status)) {
          throw notFound();
        }
        // At 제한 at most 3 active bids at once (docs/domain.md "Dealer score and tiers").
        if (call.limitReached) {
          throw conflict('BID_LIMIT_RESTRICTED', DEALER_TIER_MESSAGES.bidLimit);
        }
        if (call.written) {
          return { bid: call.written.bid, auction: call.written.auction, told: call.written.told };
        }
        // Nothing written: the checks below, in the rules' order and in the same lock, say why.
        const mine = await bidsOfDealerOn(tx, { auctionId, dealerId, key: idempotencyKey });
        // Same key racing: the first holder of the lock committed; its bid is the answer.
        if (mine.byKey && mine.byKey.auctionId === auctionId) {
          return { bid: mine.byKey, auction: null, told: 0 };
        }
        assertLive(locked);
        if (mine.active) {
          throw conflict('ALREADY_BID', AUCTION_MESSAGES.alreadyBid);
        }
        // What is left is the key on this dealer's bid on another auction: a reuse.
        throw keyReused();
      });
      if (result.told > 0) {
        outboxWritten(ctx.alimtalk);
      }
      if (result.auction) {
        emit(result.auction, 'BID');
      }
      return placedBid(result.bid);
    },

    /**
     * Raises the dealer's own active bid in place on a live auction (docs/domain.md "Bids"): higher than it
     * is, under the bid's amount rules (the request schema), in the bid's row lock; no penalty. A retry with
     * the same Idempotency-Key answers the first raise again.
     */
    async raiseBid(
      dealerId: number,
      bidId: number,
      price: number,
      idempotencyKey: string | null,
    ): Promise<RaiseBidResponse> {
      // As for a bid: not approved or suspended 403, a running ban 409.
      assertCanTrade(await findDealerById(ctx.db, dealerId), ctx.clock.now(), AUCTION_MESSAGES.notApproved);
      const bidNotFound = () => new AppError('BID_NOT_FOUND', AUCTION_MESSAGES.bidNotFound);
      // The bid and what holds the key, in one query.
      const held = await findKeyHolders(ctx.db, dealerId, idempotencyKey, bidId);
      const own = held.own;
      // Someone else's bid answers as if it did not exist, as the cancel does.
      if (!own) {
        throw bidNotFound();
      }

      const replay = (holders: KeyHolders): RaiseBidResponse | null => {
        const previous = previousCall('raise', holders, bidId)?.raise;
        return previous ? raisedBid(previous, own.auctionId) : null;
      };
      const earlier = replay(held);
      if (earlier) {
        return earlier;
      }

      let result: { answer: RaiseBidResponse; auction: AuctionAfterBid | null; told: number };
      try {
        result = await ctx.db.transaction(async (tx) => {
          // As for a bid, the common case in one call; it writes nothing unless the bid is the dealer's, active
          // and lower, and no raise holds the key; the checks below then say why.
          const call = await bidInOneCall(tx, {
            auctionId: own.auctionId,
            dealerId,
            price,
            idempotencyKey,
            raiseOf: bidId,
            restrictedMax: RESTRICTED_MAX_ACTIVE_BIDS,
            notice: outbidNotice(ctx.alimtalk, {
              auctionId: own.auctionId,
              price,
              publicUrl: ctx.config.PUBLIC_URL,
            }),
          });
          const { locked } = call;
          if (!locked || (HIDDEN_AUCTION_STATUSES as readonly string[]).includes(locked.status)) {
            throw bidNotFound();
          }
          if (call.written) {
            const { bid, auction, told } = call.written;
            return {
              answer: {
                id: bid.id,
                auctionId: own.auctionId,
                price: bid.price,
                biddingAt: bid.biddingAt.toISOString(),
              },
              auction,
              told,
            };
          }
          const now = await findKeyHolders(tx, dealerId, idempotencyKey, bidId);
          // Same key racing: the first holder of the lock committed; its raise is the answer.
          if (now.raise) {
            if (now.raise.biddingId !== bidId) {
              throw keyReused();
            }
            return { answer: raisedBid(now.raise, own.auctionId), auction: null, told: 0 };
          }
          const current = changeableBid(now.own, locked);
          if (price <= current.price) {
            throw conflict('BID_NOT_HIGHER', AUCTION_MESSAGES.bidNotHigher);
          }
          throw conflict('BID_ALREADY_CANCELED', AUCTION_MESSAGES.bidAlreadyCanceled);
        });
      } catch (error) {
        // The same key in two requests at once on a pool: the loser of the unique key answers the winner's raise.
        if (isUniqueViolation(error, 'bid_raises_idempotency_key')) {
          const again = replay(await findKeyHolders(ctx.db, dealerId, idempotencyKey));
          if (again) {
            return again;
          }
        }
        throw error;
      }
      if (result.told > 0) {
        outboxWritten(ctx.alimtalk);
      }
      if (result.auction) {
        emit(result.auction, 'BID');
      }
      return result.answer;
    },

    async cancelBid(dealerId: number, bidId: number, reason: string): Promise<CancelBidResponse> {
      await requireApproved(dealerId);
      const own = await findBidOfDealer(ctx.db, bidId, dealerId);
      // Someone else's bid answers as if it did not exist.
      if (!own) {
        throw new AppError('BID_NOT_FOUND', AUCTION_MESSAGES.bidNotFound);
      }

      const outcome = await ctx.db.transaction(async (tx) => {
        const locked = await lockAuctionAt(tx, own.auctionId);
        if (!locked) {
          throw new AppError('BID_NOT_FOUND', AUCTION_MESSAGES.bidNotFound);
        }
        changeableBid(await findBidOfDealer(tx, bidId, dealerId), locked);
        const canceled = await cancelBid(tx, {
          bidId,
          auctionId: own.auctionId,
          reason,
          at: locked.checkedAt,
        });
        if (!canceled) {
          throw conflict('BID_ALREADY_CANCELED', AUCTION_MESSAGES.bidAlreadyCanceled);
        }

        const penalty = await applyPenalty(tx, {
          dealerId,
          kind: 'BID_CANCEL',
          auctionId: own.auctionId,
          biddingId: bidId,
          reason,
          now: ctx.clock.now(),
        });
        return {
          auction: canceled.auction,
          banDays: penalty.banDays,
          penaltyExpiredAt: penalty.penaltyExpiredAt,
        };
      });
      emit(outcome.auction, 'BID_CANCEL');
      return { penaltyExpiredAt: toIso(outcome.penaltyExpiredAt), banDays: outcome.banDays };
    },

    /**
     * The dealer's bids, from the kept pages while no write changed them, for at most BID_HISTORY_PAGE_TTL_MS (its
     * cards' bid totals, as the list's; docs/decisions/045).
     */
    async biddingList(dealerId: number, query: PageQuery): Promise<SerializedAnswer> {
      await requireApprovedSession(dealerId);
      return dealerPages.answer(
        api.auctions.biddingList,
        dealerId,
        `${query.page}:${query.size}`,
        async () => ({ data: await readBiddingList(dealerId, query) }),
        { ttlMs: BID_HISTORY_PAGE_TTL_MS },
      );
    },

    async setLike(dealerId: number, auctionId: number, liked: boolean): Promise<LikeResponse> {
      await requireApprovedSession(dealerId);
      if (liked) {
        if (!(await auctionExists(ctx.db, auctionId, HIDDEN_AUCTION_STATUSES))) {
          throw notFound();
        }
        await like(ctx.db, dealerId, auctionId);
      } else {
        await unlike(ctx.db, dealerId, auctionId);
      }
      return { isLiked: liked };
    },
  };
}
