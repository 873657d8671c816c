// The operator console's auctions and deals (`/v1/admin/auctions`, `/v1/admin/deals`): the listing queue's
// filters and search, the bids with their dealers' trust numbers, every deal with the history of its steps,
// the operator's cancel (ADMIN_CANCELED) and the title-transfer tracking after completion (docs/domain.md
// "Auction lifecycle").
import { z } from 'zod';
import { AUCTION_STATUSES, CANCELED_STATUSES, COMPLETED_TRADE_STATUSES, type AuctionStatus } from '../enums';
import { pagingQuery } from './common';
import { LISTING_MESSAGES, listingValues } from './listing';
import { ownerConsentRecord, ownerConsentSummary } from './owner-consent';
import { rowIdParam } from './request';
import { dealerTrust } from './seller';
import { titleTransferView } from './title-transfer';
import { VIRTUAL_ACCOUNT_STATUSES } from './operations';
import { consolePriceGuide } from './price-guide';

export const ADMIN_AUCTION_MESSAGES = {
  searchTooLong: '검색어는 100자 이내로 입력해주세요.',
  notCancelable: '거래가 완료되었거나 이미 취소된 경매는 취소할 수 없습니다.',
  alreadyCanceled: '이미 취소된 경매입니다.',
  stageInvalid: '거래 상태가 올바르지 않습니다.',
  transferStatusRequired: '명의이전 상태를 선택해주세요.',
  transferNotAllowed: '거래가 완료된 뒤에만 명의이전 상태를 바꿀 수 있습니다.',
  transferConfirmed: '명의이전이 확인되어 완료된 거래입니다.',
  transferSame: (label: string) => `이미 '${label}' 상태입니다.`,
  noDeal: '이 경매에는 진행 중인 거래가 없습니다.',
} as const;

// ---- the listing queue ----

/** The queue's tabs: each a group of auction statuses an operator works on together. */
export const ADMIN_AUCTION_FILTERS = [
  'AUDIT',
  'LIVE',
  'ENDED',
  'DEALING',
  'DONE',
  'CANCELED',
  'REJECTED',
  'DRAFT',
] as const;
export type AdminAuctionFilter = (typeof ADMIN_AUCTION_FILTERS)[number];

export const ADMIN_AUCTION_FILTER_LABELS: Record<AdminAuctionFilter, string> = {
  AUDIT: '심사 대기',
  LIVE: '경매 중',
  ENDED: '입찰 마감',
  DEALING: '거래 진행',
  DONE: '거래 완료',
  CANCELED: '취소',
  REJECTED: '반려',
  DRAFT: '작성 중',
};

export const ADMIN_AUCTION_FILTER_STATUSES: Record<AdminAuctionFilter, readonly AuctionStatus[]> = {
  AUDIT: ['AUDIT'],
  LIVE: ['APPROVED', 'PROGRESS'],
  ENDED: ['TIME_EXPIRED'],
  DEALING: ['DEALER_CONFIRM', 'DEALER_DEPOSIT', 'RESERVATION', 'RESERVATION_COMPLETE'],
  DONE: COMPLETED_TRADE_STATUSES,
  CANCELED: CANCELED_STATUSES,
  REJECTED: ['REJECTED'],
  DRAFT: ['REGISTERED', 'INPUT_INFORMATION'],
};

/** The statuses a `status` query names: a tab's group, or one status as it is. */
export function statusesOfAuctionFilter(value: AdminAuctionFilter | AuctionStatus): readonly AuctionStatus[] {
  return (ADMIN_AUCTION_FILTERS as readonly string[]).includes(value)
    ? ADMIN_AUCTION_FILTER_STATUSES[value as AdminAuctionFilter]
    : [value as AuctionStatus];
}

/** Every status but COMPLETE and after, and the cancellations: an operator may cancel it (ADMIN_CANCELED). */
export const ADMIN_CANCELABLE_STATUSES: readonly AuctionStatus[] = AUCTION_STATUSES.filter(
  (status) =>
    !(COMPLETED_TRADE_STATUSES as readonly AuctionStatus[]).includes(status) &&
    !CANCELED_STATUSES.includes(status),
);

const searchText = z.string().trim().max(100, ADMIN_AUCTION_MESSAGES.searchTooLong).optional();

/** What `status` of the queue takes: a tab, or one auction status as it is (AUDIT and REJECTED are both). */
const AUCTION_QUERY_STATUSES = [
  ...ADMIN_AUCTION_FILTERS,
  ...AUCTION_STATUSES.filter(
    (status): status is Exclude<AuctionStatus, AdminAuctionFilter> =>
      !(ADMIN_AUCTION_FILTERS as readonly string[]).includes(status),
  ),
] as const;

/**
 * `GET /v1/admin/auctions?status&q&page&size`: a tab (or one auction status; all when left out) and a search
 * over the auction number, model, brand, seller name and phone digits. The review queue (AUDIT) comes oldest
 * submission first, live auctions soonest end first, the rest latest change first.
 */
export const adminListingsQuery = pagingQuery().extend({
  status: z.enum(AUCTION_QUERY_STATUSES, { error: LISTING_MESSAGES.statusInvalid }).optional(),
  q: searchText,
});
export type AdminListingsQuery = z.input<typeof adminListingsQuery>;

const person = z.object({ id: z.number().int(), name: z.string(), phone: z.string() });

/** A dealer as the operator names one beside a deal or a bid. */
const dealerContact = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  agencyName: z.string(),
  phone: z.string(),
});

/** A row of the listing queue. */
export const adminListingItem = z.object({
  id: z.number().int(),
  status: z.enum(AUCTION_STATUSES),
  statusLabel: z.string(),
  brandName: z.string().nullable(),
  model: z.string(),
  year: z.number().int().nullable(),
  hopePrice: z.number().int().nullable(),
  /** The main photo (or the first one), '' without photos. */
  image: z.string(),
  seller: person,
  maxBiddingPrice: z.number().int(),
  bidderCount: z.number().int(),
  submittedAt: z.string().nullable(),
  startAt: z.string().nullable(),
  endDate: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminListingItem = z.infer<typeof adminListingItem>;

// ---- deals ----

export const DEAL_CANCELED_BY = ['DEALER', 'SELLER', 'ADMIN', 'SYSTEM'] as const;
export type DealCanceledBy = (typeof DEAL_CANCELED_BY)[number];
export const DEAL_CANCELED_BY_LABELS: Record<DealCanceledBy, string> = {
  DEALER: '딜러',
  SELLER: '판매자',
  ADMIN: '운영자',
  SYSTEM: '자동 처리',
};

/** The title-transfer statuses an operator sets after completion. */
export const TRANSFER_STATUSES = ['TRANSACTION', 'TRANSACTION_DELAY'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/**
 * The transfer statuses an operator may move an auction of `status` to by hand (TRANSACTION↔DELAY; the
 * completion starts the transfer and its confirmation ends it: docs/domain.md "Title transfer").
 */
export function transferTargetsOf(status: AuctionStatus): TransferStatus[] {
  if (status === 'TRANSACTION_DELAY') {
    return ['TRANSACTION'];
  }
  return status === 'TRANSACTION' ? ['TRANSACTION_DELAY'] : [];
}

/** One title-transfer change an operator made (from the audit log). */
export const adminTransferChange = z.object({
  status: z.enum(TRANSFER_STATUSES),
  at: z.string(),
  reason: z.string(),
  actor: z.string(),
});

/** A deal's own fee virtual account as the console reads it (docs/domain.md "Fee virtual accounts"). */
export const adminFeeVirtualAccount = z.object({
  provider: z.string(),
  orderId: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  amount: z.number().int(),
  dueAt: z.string(),
  status: z.enum(VIRTUAL_ACCOUNT_STATUSES),
});
export type AdminFeeVirtualAccount = z.infer<typeof adminFeeVirtualAccount>;

/**
 * A deal and the time of each of its steps (null until reached): the screen draws its timeline from them.
 * A deal cancelled (by the dealer, the seller, the system or an operator) stays as history beside a later one.
 */
export const adminDealRecord = z.object({
  id: z.number().int(),
  biddingId: z.number().int(),
  dealer: dealerContact,
  price: z.number().int(),
  fee: z.number().int().nullable(),
  finalPrice: z.number().int().nullable(),
  depositReference: z.string().nullable(),
  depositDeadline: z.string().nullable(),
  /** The trade date the dealer entered (that day's 00:00 Asia/Seoul). */
  reservedAt: z.string().nullable(),
  isLive: z.boolean(),
  selectedAt: z.string(),
  confirmedAt: z.string().nullable(),
  feePaidAt: z.string().nullable(),
  reservationEnteredAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** Completed before the trade date, with the dealer's confirmation that the trade happened early. */
  completedEarly: z.boolean(),
  canceledAt: z.string().nullable(),
  canceledBy: z.enum(DEAL_CANCELED_BY).nullable(),
  cancelReason: z.string(),
  feeRefundedAt: z.string().nullable(),
  /** The deal's latest own fee account, when a payment provider issued one (the auction detail only). */
  virtualAccount: adminFeeVirtualAccount.nullable().optional(),
  transfers: z.array(adminTransferChange),
  /** The title transfer of a completed deal (docs/domain.md "Title transfer"); null before completion. */
  titleTransfer: titleTransferView.nullable(),
});
export type AdminDealRecord = z.infer<typeof adminDealRecord>;

/** The deals screen's tabs. SELECTING: an ended auction with bids, its seller still choosing. */
export const ADMIN_DEAL_STAGES = [
  'SELECTING',
  'DEALER_CONFIRM',
  'DEALER_DEPOSIT',
  'RESERVATION',
  'COMPLETE',
  'TRANSFER',
  'CANCELED',
] as const;
export type AdminDealStage = (typeof ADMIN_DEAL_STAGES)[number];

export const ADMIN_DEAL_STAGE_LABELS: Record<AdminDealStage, string> = {
  SELECTING: '선택 대기',
  DEALER_CONFIRM: '딜러 확인',
  DEALER_DEPOSIT: '수수료 입금 대기',
  RESERVATION: '거래 예약',
  COMPLETE: '완료',
  TRANSFER: '명의이전',
  CANCELED: '취소',
};

/** The auction statuses of a live deal in each stage (SELECTING and CANCELED are told by the deal itself). */
export const ADMIN_DEAL_STAGE_STATUSES: Record<
  Exclude<AdminDealStage, 'SELECTING' | 'CANCELED'>,
  readonly AuctionStatus[]
> = {
  DEALER_CONFIRM: ['DEALER_CONFIRM'],
  DEALER_DEPOSIT: ['DEALER_DEPOSIT'],
  RESERVATION: ['RESERVATION', 'RESERVATION_COMPLETE'],
  COMPLETE: ['COMPLETE'],
  TRANSFER: TRANSFER_STATUSES,
};

/**
 * `GET /v1/admin/deals?status&q&page&size`: a stage (all when left out) and a search over the auction
 * number, model, the dealer's username or name and the seller's name or phone digits. Deadlines first where
 * one runs (selection, fee), else the latest change first.
 */
export const adminDealsQuery = pagingQuery().extend({
  status: z.enum(ADMIN_DEAL_STAGES, { error: ADMIN_AUCTION_MESSAGES.stageInvalid }).optional(),
  q: searchText,
});
export type AdminDealsQuery = z.input<typeof adminDealsQuery>;

/** A row of the deals screen: an auction waiting for its seller's choice, or one of its deals. */
export const adminDealItem = z.object({
  /** `deal-<id>`, or `auction-<id>` while the seller is still choosing. */
  key: z.string(),
  stage: z.enum(ADMIN_DEAL_STAGES),
  stageLabel: z.string(),
  auction: z.object({
    id: z.number().int(),
    model: z.string(),
    brandName: z.string().nullable(),
    status: z.enum(AUCTION_STATUSES),
    statusLabel: z.string(),
    image: z.string(),
    bidderCount: z.number().int(),
    maxBiddingPrice: z.number().int(),
    selectExpireAt: z.string().nullable(),
  }),
  seller: person,
  deal: adminDealRecord.nullable(),
  /** When the row last moved (the deal's cancellation, else the auction's status change). */
  movedAt: z.string(),
  /** The title-transfer statuses an operator may set now. */
  transferTargets: z.array(z.enum(TRANSFER_STATUSES)),
});
export type AdminDealItem = z.infer<typeof adminDealItem>;

/** `:auctionId` of the deal calls. */
export const auctionIdParam = z.object({ auctionId: rowIdParam() });

/** `POST /v1/admin/deals/{auctionId}/transaction-status`. */
export const adminTransferRequest = z.object({
  status: z.enum(TRANSFER_STATUSES, { error: ADMIN_AUCTION_MESSAGES.transferStatusRequired }),
  reason: z.string().trim().max(500, '사유는 500자 이내로 입력해주세요.').optional(),
});
export type AdminTransferRequest = z.input<typeof adminTransferRequest>;

/** The auction's status after an operator's title-transfer change. */
export const adminAuctionChange = z.object({
  auctionId: z.number().int(),
  status: z.enum(AUCTION_STATUSES),
  statusLabel: z.string(),
});
export type AdminAuctionChange = z.infer<typeof adminAuctionChange>;

/** An operator's cancel: the deal cancelled with the auction, and whether its fee had been paid (kept for a refund). */
export const adminCancelResult = adminAuctionChange.extend({
  canceledDealId: z.number().int().nullable(),
  feePaid: z.boolean(),
});
export type AdminCancelResult = z.infer<typeof adminCancelResult>;

// ---- the auction's detail ----

/** A bid as the operator reads it: every bid, the dealer named in full with the dealer's trust numbers. */
export const adminAuctionBid = z.object({
  id: z.number().int(),
  price: z.number().int(),
  biddingAt: z.string(),
  isSelected: z.boolean(),
  canceledAt: z.string().nullable(),
  cancelReason: z.string(),
  dealer: dealerContact.extend({
    /** Whether the dealer may take a deal now (approved, not suspended, no ban running). */
    canTrade: z.boolean(),
    penaltyExpiredAt: z.string().nullable(),
  }),
  trust: dealerTrust,
  /** The operator may select it for the seller now. */
  canSelect: z.boolean(),
});
export type AdminAuctionBid = z.infer<typeof adminAuctionBid>;

/** What the operator may do with the auction now. */
export const adminAuctionActions = z.object({
  canApprove: z.boolean(),
  canReject: z.boolean(),
  canCancel: z.boolean(),
  canSelect: z.boolean(),
});
export type AdminAuctionActions = z.infer<typeof adminAuctionActions>;

/**
 * `GET /v1/admin/auctions/{id}`: every value of the listing with its photos, the review state, the seller with
 * the phone, every bid with its dealer's trust numbers, every deal with its steps, and what may be done now.
 */
export const adminListingDetail = listingValues.extend({
  id: z.number().int(),
  status: z.enum(AUCTION_STATUSES),
  statusLabel: z.string(),
  brandName: z.string().nullable(),
  hasAccident: z.boolean(),
  rejectReason: z.string(),
  seller: person,
  submittedAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  startAt: z.string().nullable(),
  endDate: z.string().nullable(),
  maxBiddingPrice: z.number().int(),
  bidderCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  selectExpireAt: z.string().nullable(),
  /** When an APPROVED listing opens (the next 09:00 Asia/Seoul after approval). */
  opensAt: z.string().nullable(),
  statusChangedAt: z.string(),
  /** Every bid, newest first. */
  bids: z.array(adminAuctionBid),
  /** Every deal, newest first: the one in force and earlier cancelled ones. */
  deals: z.array(adminDealRecord),
  /** The deal in force had its fee paid: an operator's cancel keeps that deposit for a refund. */
  feePaid: z.boolean(),
  /** The registered owner's consent for the listing's plate (docs/domain.md "Owner consent"); null: none. */
  ownerConsent: ownerConsentSummary.nullable(),
  /** Every consent record of the listing, newest first: who, when, to what, the registry's answer. */
  ownerConsents: z.array(ownerConsentRecord),
  actions: adminAuctionActions,
  /**
   * The price guide for the listing's vehicle and its hope price's flag (docs/domain.md "Price guidance");
   * null while the listing lacks a brand, model, year or mileage.
   */
  priceGuide: consolePriceGuide.nullable().optional(),
  serverNow: z.string(),
});
export type AdminListingDetail = z.infer<typeof adminListingDetail>;
