// Auction list, detail, bids and bid history contracts (docs/spec.md §3, 5 and 7), and the pure rules
// both sides need: bid bounds, the detail panel's state, a bid's result.
import { z } from 'zod';
import { AUCTION_STATUSES, PURPOSES, VEHICLE_TYPES, type AuctionStatus } from '../enums';
import {
  AUCTION_PAGE_SIZE,
  BID_UNIT_WON,
  LOST_BID_RATIO,
  MAX_BID_WON,
  MIN_BID_WON,
  RECOMMENDED_PRICE_MIN_RATIO,
} from '../constants';
import { brand, pagingQuery } from './common';
import { conditionReport } from './condition-report';
import { PRICE_CLAIM_STATUSES } from './price-adjustment';
import { titleTransferView } from './title-transfer';
import { ownerConsentSummary } from './owner-consent';

export const auctionImage = z.object({ type: z.string(), image: z.string() });

export const auctionListItem = z.object({
  id: z.number().int(),
  status: z.enum(AUCTION_STATUSES),
  images: z.array(auctionImage),
  /** Main image URL. */
  image: z.string(),
  model: z.string(),
  brand: brand.nullable(),
  year: z.number().int().nullable(),
  fuel: z.string(),
  accident: z.string(),
  endDate: z.string().nullable(),
  region1: z.string(),
  region2: z.string(),
  mileage: z.number().int(),
  hopePrice: z.number().int().nullable(),
  maxBiddingPrice: z.number().int(),
  bidderCount: z.number().int(),
  viewCount: z.number().int(),
  isLiked: z.boolean(),
  /** The registered owner's consent is CONFIRMED: the card's "소유자 동의 확인" (docs/domain.md "Owner consent"). */
  ownerConsentConfirmed: z.boolean(),
});
export type AuctionListItem = z.infer<typeof auctionListItem>;

export const AUCTION_MESSAGES = {
  priceRequired: '입찰 금액을 입력해주세요.',
  priceUnit: '입찰 금액은 만원 단위로 입력해주세요.',
  priceRange: '입찰 금액은 1만원 이상 99억 9,999만원 이하로 입력해주세요.',
  reasonRequired: '취소 사유를 선택해주세요.',
  reasonTooLong: '취소 사유는 200자 이내로 입력해주세요.',
  notFound: '삭제되었거나 잘못된 접근입니다.',
  notInProgress: '진행 중인 경매가 아닙니다.',
  auctionEnded: '경매가 종료되었습니다.',
  alreadyBid: '이미 입찰한 경매입니다. 금액은 입찰가 올리기로 올릴 수 있습니다.',
  notApproved: '승인된 딜러만 입찰할 수 있습니다.',
  bankAccountRequired: '입찰 전 계좌 인증이 필요합니다.',
  bidNotFound: '입찰 내역을 찾을 수 없습니다.',
  bidAlreadyCanceled: '이미 취소된 입찰입니다.',
  /** A raise (PATCH .../bidding/{id}) to the same or a lower price: a bid only goes up in place. */
  bidNotHigher:
    '입찰가는 현재 내 입찰가보다 높은 금액으로만 올릴 수 있습니다. 낮추려면 입찰을 취소해야 합니다.',
  /** A `regions` entry that is neither a province nor "province district" of the region tree. */
  regionInvalid: '지역 선택이 올바르지 않습니다.',
  /** A `brandIds` entry that is not a brand's number (the list's query, a saved search's filters). */
  brandInvalid: '브랜드 선택이 올바르지 않습니다.',
} as const;

const commaList = (max: number) =>
  z
    .string()
    .max(2_000)
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .slice(0, max),
    );

/** `GET /v1/dealers/auction/list`: filters live in the query string. */
export const auctionListQuery = z.object({
  ...pagingQuery(AUCTION_PAGE_SIZE).shape,
  brandIds: commaList(100).pipe(
    z.array(
      z
        .string()
        .regex(/^\d{1,9}$/, AUCTION_MESSAGES.brandInvalid)
        .transform(Number),
    ),
  ),
  /** Provinces (`부산광역시`) and districts with their province (`부산광역시 서구`); the server checks them against the region tree. */
  regions: commaList(50).pipe(z.array(z.string().max(50))),
  /** "true": with accident history, "false": accident-free, absent: either. */
  repair: z.enum(['true', 'false', '']).optional(),
  purpose: z.enum([...PURPOSES, '']).optional(),
  /** "true": only the auctions the viewer watches (관심 차량); "false" or absent: every live auction. */
  liked: z.enum(['true', 'false', ''], { message: '관심 차량 조건이 올바르지 않습니다.' }).optional(),
});
export type AuctionListQuery = z.input<typeof auctionListQuery>;

export const bidding = z.object({
  id: z.number().int(),
  isSelected: z.boolean(),
  biddingAt: z.string(),
  price: z.number().int(),
  canceledAt: z.string().nullable(),
  /** Masked (김*수) unless it is the viewer's own bid. */
  dealer: z.object({ name: z.string() }),
  isMine: z.boolean(),
});
export type Bidding = z.infer<typeof bidding>;

/**
 * The deal's own virtual account for its fee (docs/domain.md "Fee virtual accounts"): a transfer of exactly
 * `amount` into it before `dueAt` pays this deal, no code needed.
 */
export const feeVirtualAccount = z.object({
  bankName: z.string(),
  accountNumber: z.string(),
  accountHolder: z.string(),
  amount: z.number().int(),
  dueAt: z.string(),
});
export type FeeVirtualAccount = z.infer<typeof feeVirtualAccount>;

/** Where the fee goes and who must send it (shown at DEALER_DEPOSIT to the winner only). */
export const feeTransfer = z.object({
  bankName: z.string(),
  accountNumber: z.string(),
  accountHolder: z.string(),
  /** This deal's own deposit reference: the transfer pays this deal only when it carries it. */
  depositReference: z.string(),
  /** What to type as the depositor (입금자명): the dealer's name and the reference, e.g. `김민수 482193`. */
  depositorName: z.string(),
  /**
   * The deal's own account when the payment provider issued one; the shared account above with the code
   * still pays the deal too (the fallback). Null: pay the shared account with the code.
   */
  virtualAccount: feeVirtualAccount.nullable().default(null),
});
export type FeeTransfer = z.infer<typeof feeTransfer>;

/** The winner's deal fields on the auction detail (null for everyone else). */
export const dealDetail = z.object({
  status: z.enum(AUCTION_STATUSES),
  winningPrice: z.number().int(),
  fee: z.number().int().nullable(),
  depositDeadline: z.string().nullable(),
  /** Only at DEALER_DEPOSIT. */
  transfer: feeTransfer.nullable(),
  reservedAt: z.string().nullable(),
  finalPrice: z.number().int().nullable(),
  priceChangeReason: z.string(),
  inspectionResult: z.string(),
  inspectionImages: z.array(z.string()),
  completedAt: z.string().nullable(),
  canceledAt: z.string().nullable(),
  cancelReason: z.string(),
  hasReview: z.boolean(),
  /**
   * The price the deal completes at when a price claim was accepted by the seller or decided by an operator
   * (docs/domain.md "Handover"); null: the winning price.
   */
  agreedPrice: z.number().int().nullable(),
  /** The deal's latest price claim's status, null when none. */
  claimStatus: z.enum(PRICE_CLAIM_STATUSES).nullable(),
  /** The title transfer once the deal is completed (docs/domain.md "Title transfer"); null before. */
  titleTransfer: titleTransferView.nullable(),
});
export type DealDetail = z.infer<typeof dealDetail>;

export const auctionDetail = auctionListItem.extend({
  color: z.string(),
  condition: z.string(),
  warrantyExpirationDate: z.string(),
  region3: z.string(),
  purpose: z.string(),
  licensePlateDesuetude: z.string(),
  officialIncome: z.string(),
  secondaryKey: z.string(),
  repair: z.string(),
  structureChange: z.string(),
  otherRepair: z.string(),
  etc: z.string(),
  vehicleType: z.enum(VEHICLE_TYPES),
  /** The condition sheet dealers bid on (the approved listing's; docs/domain.md "Handover"). */
  conditionReport: conditionReport.nullable(),
  /**
   * 차량번호: masked (`12가 ****`) until this dealer's deal has its fee paid, then the full plate (docs/domain.md
   * "Owner consent").
   */
  plateNumber: z.string(),
  ownerConsent: ownerConsentSummary.nullable(),
  startAt: z.string().nullable(),
  selectExpireAt: z.string().nullable(),
  /** The viewer's active bid (0 when none). */
  biddingPrice: z.number().int(),
  myBiddingId: z.number().int().nullable(),
  /** Whether the viewer ever bid on this auction (cancelled bids count). */
  hasBid: z.boolean(),
  biddings: z.array(bidding),
  /** Deal fields, for the winner only. */
  isWinner: z.boolean(),
  fee: z.number().int().nullable(),
  depositDeadline: z.string().nullable(),
  reservedAt: z.string().nullable(),
  /**
   * Seller contact: only for the winner from RESERVATION on. `phone` is the seller's relay number (안심번호,
   * docs/domain.md "Contact relay"), never the real one; '' once the relay ended, with `phoneNote` saying so.
   */
  user: z.object({ name: z.string(), phone: z.string(), phoneNote: z.string().nullable() }).nullable(),
  /** The deal as the winner sees it; null for everyone else and before a selection. */
  deal: dealDetail.nullable(),
  /** The server's clock when it answered, so the client's countdown can correct its own clock. */
  serverNow: z.string(),
});
export type AuctionDetail = z.infer<typeof auctionDetail>;

/** Form value in units of 10,000 won -> won. */
export const placeBidRequest = z.object({
  price: z
    .number({ error: AUCTION_MESSAGES.priceRequired })
    .int(AUCTION_MESSAGES.priceUnit)
    .refine((v) => v % BID_UNIT_WON === 0, AUCTION_MESSAGES.priceUnit)
    .refine((v) => v >= MIN_BID_WON && v <= MAX_BID_WON, AUCTION_MESSAGES.priceRange),
});
export type PlaceBidRequest = z.infer<typeof placeBidRequest>;

export const placeBidResponse = z.object({
  id: z.number().int(),
  auctionId: z.number().int(),
  price: z.number().int(),
  biddingAt: z.string(),
});
export type PlaceBidResponse = z.infer<typeof placeBidResponse>;

export const cancelBidRequest = z.object({
  reason: z
    .string({ error: AUCTION_MESSAGES.reasonRequired })
    .trim()
    .min(1, AUCTION_MESSAGES.reasonRequired)
    .max(200, AUCTION_MESSAGES.reasonTooLong),
});
export type CancelBidRequest = z.input<typeof cancelBidRequest>;

/**
 * `PATCH /v1/dealers/auction/bidding/{id}`: the dealer's own active bid raised in place to `price` (won), under
 * the same amount rules as a bid; the answer is the bid as it now stands (same id, new price and time).
 */
export const raiseBidRequest = z.object({ price: placeBidRequest.shape.price });
export type RaiseBidRequest = z.infer<typeof raiseBidRequest>;
export const raiseBidResponse = placeBidResponse.extend({});
export type RaiseBidResponse = z.infer<typeof raiseBidResponse>;

/** The answer of a bid cancel: the ban it started (null and 0 when none, e.g. the first cancel). */
export const cancelBidResponse = z.object({
  penaltyExpiredAt: z.string().nullable(),
  banDays: z.number().int(),
});
export type CancelBidResponse = z.infer<typeof cancelBidResponse>;

/** `POST` / `DELETE /v1/dealers/auction/{id}/like`: whether the auction is now on the watch list. */
export const likeResponse = z.object({ isLiked: z.boolean() });
export type LikeResponse = z.infer<typeof likeResponse>;

export const BID_RESULTS = ['PROGRESS', 'SELECTING', 'WON', 'LOST'] as const;
export type BidResult = (typeof BID_RESULTS)[number];
export const BID_RESULT_LABELS: Record<BidResult, string> = {
  PROGRESS: '진행중',
  SELECTING: '낙찰자 선정중',
  WON: '낙찰',
  LOST: '패찰',
};

/**
 * The class of a dealer's bid in bid history (docs/domain.md "Bids"): won when selected; in progress while the
 * auction runs; lost when the auction ended otherwise, or it is TIME_EXPIRED and either the selection
 * deadline passed or the bid is below 85% of the highest bid; selecting otherwise.
 */
export function bidResult(input: {
  status: AuctionStatus;
  isSelected: boolean;
  price: number;
  maxBiddingPrice: number;
  selectExpireAt: string | Date | null;
  now: Date;
}): BidResult {
  if (input.isSelected) {
    return 'WON';
  }
  if (input.status === 'PROGRESS' || input.status === 'APPROVED') {
    return 'PROGRESS';
  }
  if (input.status !== 'TIME_EXPIRED') {
    return 'LOST';
  }
  const deadlinePassed =
    input.selectExpireAt !== null && new Date(input.selectExpireAt).getTime() <= input.now.getTime();
  if (deadlinePassed || input.price < input.maxBiddingPrice * LOST_BID_RATIO) {
    return 'LOST';
  }
  return 'SELECTING';
}

export const biddingListItem = auctionListItem.extend({
  myPrice: z.number().int(),
  result: z.enum(BID_RESULTS),
  /** A live auction where the dealer's active bid is below the highest one ("상위 입찰 있음"). */
  isOutbid: z.boolean(),
});
export type BiddingListItem = z.infer<typeof biddingListItem>;

/** The panel states of a deal (the winner's steps and their two ends). */
export const DEAL_PANEL_STATES = [
  'DEALER_CONFIRM',
  'DEALER_DEPOSIT',
  'RESERVATION',
  'RESERVATION_COMPLETE',
  'COMPLETE',
  'CANCELED',
] as const;
export type DealPanelState = (typeof DEAL_PANEL_STATES)[number];

export const PANEL_STATES = [
  'BIDDING',
  'WAITING',
  'SELECTING',
  'UNSUCCESSFUL',
  'ENDED',
  ...DEAL_PANEL_STATES,
] as const;
export type PanelState = (typeof PANEL_STATES)[number];

/** What the detail screen's bidding panel shows (docs/spec.md §2 "The panel content by status"). */
export function panelState(input: {
  status: AuctionStatus;
  isWinner: boolean;
  hasBid: boolean;
  selectExpireAt: string | Date | null;
  now: Date;
}): PanelState {
  switch (input.status) {
    case 'PROGRESS':
      return 'BIDDING';
    case 'REGISTERED':
    case 'INPUT_INFORMATION':
    case 'AUDIT':
    case 'APPROVED':
    case 'REJECTED':
      return 'WAITING';
    case 'TIME_EXPIRED': {
      if (!input.hasBid) {
        return 'ENDED';
      }
      const open =
        input.selectExpireAt !== null && new Date(input.selectExpireAt).getTime() > input.now.getTime();
      return open ? 'SELECTING' : 'UNSUCCESSFUL';
    }
    case 'DEALER_CONFIRM':
    case 'DEALER_DEPOSIT':
    case 'RESERVATION':
    case 'RESERVATION_COMPLETE':
      if (input.isWinner) {
        return input.status;
      }
      return input.hasBid ? 'UNSUCCESSFUL' : 'ENDED';
    case 'COMPLETE':
    case 'TRANSACTION':
    case 'TRANSACTION_DELAY':
      if (input.isWinner) {
        return 'COMPLETE';
      }
      return input.hasBid ? 'UNSUCCESSFUL' : 'ENDED';
    case 'ADMIN_CANCELED':
    case 'DEALER_CANCELED':
    case 'USER_CANCELED':
      if (input.isWinner) {
        return 'CANCELED';
      }
      return input.hasBid ? 'UNSUCCESSFUL' : 'ENDED';
  }
}

/** The recommended price range: 85% to 100% of hopePrice, in won, rounded to the bid unit; null without hopePrice. */
export function recommendedPriceRange(
  hopePrice: number | null | undefined,
): { min: number; max: number } | null {
  if (!hopePrice || hopePrice <= 0) {
    return null;
  }
  return {
    min: Math.ceil((hopePrice * RECOMMENDED_PRICE_MIN_RATIO) / BID_UNIT_WON) * BID_UNIT_WON,
    max: hopePrice,
  };
}

/** Payload of the `auction-update` socket event. */
export const auctionUpdateEvent = z.object({
  auctionId: z.number().int(),
  status: z.enum(AUCTION_STATUSES),
  maxBiddingPrice: z.number().int(),
  bidderCount: z.number().int(),
  endDate: z.string().nullable(),
  reason: z.enum(['BID', 'BID_CANCEL', 'STATUS']),
});
export type AuctionUpdateEvent = z.infer<typeof auctionUpdateEvent>;
