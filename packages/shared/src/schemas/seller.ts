// The seller app's calls (docs/domain.md "Calls the spec leaves out": `/v1/sellers/...`): phone login, the
// seller's own listings with their bids, and the selection of a winning bid.
import { z } from 'zod';
import { AUCTION_STATUSES } from '../enums';
import { RULE_SENTENCES } from '../rule-sentences';
import { phoneCodeInput } from './account';
import { DEALER_TIERS } from './dealer-tiers';
import { phoneField } from './fields';
import { listingValues } from './listing';
import { ownerConsentSummary } from './owner-consent';
import { priceClaim } from './price-adjustment';
import { rowId } from './request';
import { titleTransferView } from './title-transfer';

export const SELLER_MESSAGES = {
  notSeller: '이 번호로 등록된 매물이 없습니다. 매물을 등록한 전화번호로 로그인해주세요.',
  biddingRequired: '낙찰할 입찰을 선택해주세요.',
  selected: '낙찰자를 선택했습니다. 딜러의 확인을 기다려주세요.',
} as const;

/** `POST /v1/sellers/auth/phone/request` */
export const sellerPhoneRequest = z.object({ phone: phoneField });
export type SellerPhoneRequest = z.input<typeof sellerPhoneRequest>;

/** `POST /v1/sellers/login` → `{ accessToken }` (loginResponse) */
export const sellerLoginRequest = z.object({ phone: phoneField, authCode: phoneCodeInput });
export type SellerLoginRequest = z.input<typeof sellerLoginRequest>;

/** One of the seller's listings (`GET /v1/sellers/auctions`). */
export const sellerAuctionListItem = z.object({
  id: z.number().int(),
  status: z.enum(AUCTION_STATUSES),
  /** The Korean label of the status (AUCTION_STATUS_LABELS). */
  statusLabel: z.string(),
  model: z.string(),
  brandName: z.string().nullable(),
  year: z.number().int().nullable(),
  image: z.string(),
  hopePrice: z.number().int().nullable(),
  endDate: z.string().nullable(),
  selectExpireAt: z.string().nullable(),
  maxBiddingPrice: z.number().int(),
  bidderCount: z.number().int(),
  createdAt: z.string(),
  /** The seller has reviewed the dealer of this listing's trade. */
  hasReview: z.boolean(),
});
export type SellerAuctionListItem = z.infer<typeof sellerAuctionListItem>;

/**
 * What a seller reads about a bidder at the moment of choice (docs/domain.md "Dealer trust"): completed
 * trades, the share of the dealer's bids and deals that ended in the dealer's cancellation, sellers'
 * positive (4-5 stars) and negative (1-2) reviews, and the median of final price ÷ bid price over the
 * dealer's completed trades (null before the first one).
 */
export const dealerTrust = z.object({
  completedTrades: z.number().int(),
  cancelRate: z.number(),
  positiveReviews: z.number().int(),
  negativeReviews: z.number().int(),
  medianFinalToBidRatio: z.number().nullable(),
  /**
   * Over the dealer's trades completed in the last 90 days (docs/domain.md "Dealer trust"): the share with a
   * price below the winning bid, the median cut as a percent of the winning bid (0 for an uncut trade), and
   * the disputes an operator decided against the dealer; null shares with no such trade.
   */
  priceCutShare: z.number().nullable(),
  medianCutPercent: z.number().nullable(),
  disputesLost: z.number().int(),
  /** Completed trades in the last 90 days (the figures above are over these). */
  recentTrades: z.number().int(),
  /** The dealer's tier in force (docs/domain.md "Dealer score and tiers"). */
  tier: z.enum(DEALER_TIERS),
});
export type DealerTrust = z.infer<typeof dealerTrust>;

/**
 * An active bid as the seller sees it: the dealer's agency, name and trust card. The name is masked (김*수)
 * except on the bid chosen for the deal in force, whose dealer the deal card names in full (docs/domain.md
 * "Listings").
 */
export const sellerBid = z.object({
  id: z.number().int(),
  price: z.number().int(),
  biddingAt: z.string(),
  isSelected: z.boolean(),
  dealer: z.object({ name: z.string(), agencyName: z.string() }),
  trust: dealerTrust,
  /**
   * What the seller can expect to be paid: the bid less the dealer's median cut, when the dealer completed at
   * least 3 trades in the last 90 days; null otherwise.
   */
  expectedPrice: z.number().int().nullable(),
});
export type SellerBid = z.infer<typeof sellerBid>;

/** How a cancelled deal ended, as the seller reads it (docs/domain.md "Listings"). */
export const SELLER_DEAL_ENDS = [
  'DEALER_CANCELED',
  'DEPOSIT_EXPIRED',
  'NO_PROGRESS',
  'RELEASED',
  'ADMIN_CANCELED',
  'SELLER_CANCELED',
] as const;
export type SellerDealEnd = (typeof SELLER_DEAL_ENDS)[number];
export const SELLER_DEAL_END_LABELS: Record<SellerDealEnd, string> = {
  DEALER_CANCELED: '딜러의 거래 취소',
  DEPOSIT_EXPIRED: '입금 기한 초과',
  NO_PROGRESS: RULE_SENTENCES.noProgressEnd,
  RELEASED: '딜러의 거래 제한으로 낙찰 해제',
  ADMIN_CANCELED: '운영팀의 취소',
  SELLER_CANCELED: '매물 등록 취소',
};

/** The deal as the seller sees it once a bid is selected; the dealer's contact only from RESERVATION on. */
export const sellerDeal = z.object({
  status: z.enum(AUCTION_STATUSES),
  /** Null while the deal is in force; for a cancelled one, how it ended. */
  ended: z.enum(SELLER_DEAL_ENDS).nullable(),
  price: z.number().int(),
  /**
   * `phone`: the dealer's relay number (안심번호, docs/domain.md "Contact relay"), '' once it ended with
   * `phoneNote` saying so; null before RESERVATION and on a cancelled deal.
   */
  dealer: z.object({
    name: z.string(),
    agencyName: z.string(),
    phone: z.string().nullable(),
    phoneNote: z.string().nullable(),
  }),
  depositDeadline: z.string().nullable(),
  reservedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  finalPrice: z.number().int().nullable(),
  /** The price agreed by an accepted claim or an operator's decision; null: the winning price. */
  agreedPrice: z.number().int().nullable(),
  /** The title transfer once the deal is completed (docs/domain.md "Title transfer"); null before. */
  titleTransfer: titleTransferView.nullable(),
  /** The seller may confirm the proof (SUBMITTED or OBJECTED) or object to it (SUBMITTED). */
  canConfirmTransfer: z.boolean(),
  canObjectTransfer: z.boolean(),
});
export type SellerDeal = z.infer<typeof sellerDeal>;

/**
 * `GET /v1/sellers/auctions/{id}`: the listing with every value the seller entered (the edit form reads
 * them), its active bids (highest first, each with the dealer's trust card), what the seller may do now
 * and the deal in force.
 */
export const sellerAuctionDetail = sellerAuctionListItem.extend({
  ...listingValues.shape,
  rejectReason: z.string(),
  startAt: z.string().nullable(),
  bids: z.array(sellerBid),
  /** TIME_EXPIRED and before selectExpireAt, with at least one active bid. */
  canSelect: z.boolean(),
  /** The selection window was reopened because the first winner cancelled or missed the fee. */
  isRunnerUpOffer: z.boolean(),
  selectedBiddingId: z.number().int().nullable(),
  /** Draft or rejected: the seller may edit and submit. */
  canEdit: z.boolean(),
  /** Before DEALER_DEPOSIT and not already cancelled. */
  canWithdraw: z.boolean(),
  deal: sellerDeal.nullable(),
  /** COMPLETE (or later) and the seller has not reviewed the dealer yet. */
  canReview: z.boolean(),
  /** A deal reached the dealer and this seller has not reported that dealer for this listing yet. */
  canReport: z.boolean(),
  /** The deal in force's price claims, newest first (docs/domain.md "Handover"). */
  priceClaims: z.array(priceClaim),
  /** The registered owner's consent for the listing's plate (docs/domain.md "Owner consent"); null: none yet. */
  ownerConsent: ownerConsentSummary.nullable(),
  serverNow: z.string(),
});
export type SellerAuctionDetail = z.infer<typeof sellerAuctionDetail>;

/** `POST /v1/sellers/auctions/{id}/select` → dealActionResponse */
export const sellerSelectRequest = z.object({
  biddingId: rowId(SELLER_MESSAGES.biddingRequired),
});
export type SellerSelectRequest = z.input<typeof sellerSelectRequest>;

export const SELLER_REVIEW_MESSAGES = {
  ratingsRequired: '별점을 선택해주세요.',
  answerInvalid: '질문마다 1점에서 5점 사이로 답해주세요.',
  contentsTooLong: '후기는 1,000자 이내로 입력해주세요.',
  notReviewable: '거래가 완료된 뒤에 후기를 남길 수 있습니다.',
  alreadyReviewed: '이미 후기를 남겼습니다.',
  reviewed: '후기를 남겼습니다. 감사합니다.',
  reportReasonRequired: '신고 사유를 입력해주세요.',
  reportReasonTooLong: '신고 사유는 500자 이내로 입력해주세요.',
  notReportable: '낙찰된 딜러가 있는 매물만 신고할 수 있습니다.',
  alreadyReported: '이미 이 매물의 딜러를 신고했습니다.',
  reported: '신고가 접수되었습니다. 운영팀이 확인 후 조치합니다.',
} as const;

/** The questions a seller answers about the dealer (1-5 each), by their fixed ids. */
export const SELLER_REVIEW_QUESTIONS = [
  { id: 1, question: '약속한 시간과 장소를 잘 지켰나요?' },
  { id: 2, question: '입찰한 가격대로 거래했나요?' },
  { id: 3, question: '친절하고 설명이 충분했나요?' },
] as const;

/** `POST /v1/sellers/auctions/{id}/review`: the seller's review of the winning dealer, once, after COMPLETE. */
export const sellerReviewRequest = z.object({
  ratings: z
    .number({ error: SELLER_REVIEW_MESSAGES.ratingsRequired })
    .int(SELLER_REVIEW_MESSAGES.ratingsRequired)
    .min(1, SELLER_REVIEW_MESSAGES.ratingsRequired)
    .max(5, SELLER_REVIEW_MESSAGES.ratingsRequired),
  contents: z.string().trim().max(1_000, SELLER_REVIEW_MESSAGES.contentsTooLong).optional().default(''),
  answers: z
    .array(
      z.object({
        questionId: z.number().int().min(1).max(SELLER_REVIEW_QUESTIONS.length),
        answer: z.enum(['1', '2', '3', '4', '5'], { error: SELLER_REVIEW_MESSAGES.answerInvalid }),
      }),
    )
    .max(SELLER_REVIEW_QUESTIONS.length)
    .optional()
    .default([]),
});
export type SellerReviewRequest = z.input<typeof sellerReviewRequest>;

/** `POST /v1/sellers/auctions/{id}/report`: the seller reports the dealer of the listing's deal. */
export const sellerReportRequest = z.object({
  reason: z
    .string({ error: SELLER_REVIEW_MESSAGES.reportReasonRequired })
    .trim()
    .min(1, SELLER_REVIEW_MESSAGES.reportReasonRequired)
    .max(500, SELLER_REVIEW_MESSAGES.reportReasonTooLong),
});
export type SellerReportRequest = z.input<typeof sellerReportRequest>;

/** Review and report answers: the new row's id. */
export const sellerFeedbackResponse = z.object({ id: z.number().int() });
export type SellerFeedbackResponse = z.infer<typeof sellerFeedbackResponse>;
