// Status enums with the Korean labels a person reads (docs/spec.md §4).

export const DEALER_STATUSES = ['AUDIT', 'APPROVED', 'REJECTED'] as const;
export type DealerStatus = (typeof DEALER_STATUSES)[number];

export const DEALER_STATUS_LABELS: Record<DealerStatus, string> = {
  AUDIT: '심사중',
  APPROVED: '승인',
  REJECTED: '반려',
};

/** Unknown or missing status counts as under review. */
export function normalizeDealerStatus(status: string | null | undefined): DealerStatus {
  return (DEALER_STATUSES as readonly string[]).includes(status ?? '') ? (status as DealerStatus) : 'AUDIT';
}

/**
 * An approved dealer back in review (AUDIT) for an identity change: it may not bid, but finishes the deals
 * it already won and may set the change back (docs/domain.md "Dealers").
 */
export function isUnderIdentityReview(dealer: { status: string; approvedAt: Date | string | null }): boolean {
  return dealer.status === 'AUDIT' && dealer.approvedAt !== null;
}

export const AUCTION_STATUSES = [
  'REGISTERED',
  'INPUT_INFORMATION',
  'AUDIT',
  'APPROVED',
  'PROGRESS',
  'TIME_EXPIRED',
  'COMPLETE',
  'REJECTED',
  'DEALER_CONFIRM',
  'DEALER_DEPOSIT',
  'RESERVATION',
  'RESERVATION_COMPLETE',
  'TRANSACTION',
  'TRANSACTION_DELAY',
  'ADMIN_CANCELED',
  'DEALER_CANCELED',
  'USER_CANCELED',
] as const;
export type AuctionStatus = (typeof AUCTION_STATUSES)[number];

export const AUCTION_STATUS_LABELS: Record<AuctionStatus | 'ALL', string> = {
  ALL: '전체',
  REGISTERED: '가격문의',
  INPUT_INFORMATION: '경매 등록중',
  AUDIT: '심사중',
  APPROVED: '대기중',
  PROGRESS: '진행중',
  TIME_EXPIRED: '입찰 마감',
  COMPLETE: '거래 완료',
  REJECTED: '심사 반려',
  DEALER_CONFIRM: '낙찰자 확인중',
  DEALER_DEPOSIT: '입금 확인중',
  RESERVATION: '거래일 조율중',
  RESERVATION_COMPLETE: '거래일 확정',
  TRANSACTION: '명의이전 진행중',
  TRANSACTION_DELAY: '명의이전 지연',
  ADMIN_CANCELED: '경매 취소',
  DEALER_CANCELED: '경매 취소',
  USER_CANCELED: '경매 취소',
};

/** Unknown status shows as price inquiry. */
export function auctionStatusLabel(status: string | null | undefined): string {
  return (AUCTION_STATUS_LABELS as Record<string, string>)[status ?? ''] ?? AUCTION_STATUS_LABELS.REGISTERED;
}

export const POST_AUCTION_STATUSES: readonly AuctionStatus[] = [
  'TIME_EXPIRED',
  'COMPLETE',
  'ADMIN_CANCELED',
  'DEALER_CANCELED',
  'USER_CANCELED',
  'DEALER_CONFIRM',
  'DEALER_DEPOSIT',
  'RESERVATION',
  'RESERVATION_COMPLETE',
  'TRANSACTION_DELAY',
  'TRANSACTION',
];

/** Deal statuses the winning dealer acts on (docs/domain.md: DEALER_CONFIRM .. RESERVATION_COMPLETE). */
export const DEAL_ACTIVE_STATUSES: readonly AuctionStatus[] = [
  'DEALER_CONFIRM',
  'DEALER_DEPOSIT',
  'RESERVATION',
  'RESERVATION_COMPLETE',
];

/** Statuses counted as "trades in progress" on the dashboard. */
export const DEAL_PROGRESS_STATUSES: readonly AuctionStatus[] = [
  ...DEAL_ACTIVE_STATUSES,
  'TRANSACTION',
  'TRANSACTION_DELAY',
];

export const CANCELED_STATUSES: readonly AuctionStatus[] = [
  'ADMIN_CANCELED',
  'DEALER_CANCELED',
  'USER_CANCELED',
];

/** A trade that took place: counted as completed, open to the winner's review of the seller. */
export const COMPLETED_TRADE_STATUSES = [
  'COMPLETE',
  'TRANSACTION',
  'TRANSACTION_DELAY',
] as const satisfies readonly AuctionStatus[];

/** Seller drafts and rejected listings: a dealer never sees them. */
export const HIDDEN_AUCTION_STATUSES = [
  'REGISTERED',
  'INPUT_INFORMATION',
  'AUDIT',
  'REJECTED',
] as const satisfies readonly AuctionStatus[];

/** From here on the winner may see the seller's name and phone (docs/domain.md "RESERVATION"). */
export const SELLER_CONTACT_STATUSES = [
  'RESERVATION',
  'RESERVATION_COMPLETE',
  ...COMPLETED_TRADE_STATUSES,
] as const satisfies readonly AuctionStatus[];

/** Dealer-owned steps whose 48 hours without progress count from the status change (docs/domain.md). */
export const IDLE_DEAL_STATUSES = [
  'DEALER_CONFIRM',
  'RESERVATION',
] as const satisfies readonly AuctionStatus[];

export const VEHICLE_TYPES = ['MOTORBIKE', 'CAR'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
export const VEHICLE_TYPE_LABELS: Record<VehicleType, string> = { MOTORBIKE: '오토바이', CAR: '자동차' };

export const PURPOSES = ['ROAD', 'MOUNTAIN', 'CIRCUIT'] as const;
export type Purpose = (typeof PURPOSES)[number];
export const PURPOSE_LABELS: Record<Purpose, string> = {
  ROAD: '도로용',
  MOUNTAIN: '산악용',
  CIRCUIT: '서킷용',
};

export const FUELS = ['GASOLINE', 'DIESEL', 'LPG', 'HYBRID', 'ELECTRIC'] as const;
export type Fuel = (typeof FUELS)[number];
export const FUEL_LABELS: Record<Fuel, string> = {
  GASOLINE: '휘발유',
  DIESEL: '경유',
  LPG: 'LPG',
  HYBRID: '하이브리드',
  ELECTRIC: '전기',
};

export const AUCTION_IMAGE_TYPES = [
  'MAIN',
  'LEFT_SIDE',
  'RIGHT_SIDE',
  'FRONT',
  'REAR',
  'DASHBOARD',
  'ETC',
] as const;
export type AuctionImageType = (typeof AUCTION_IMAGE_TYPES)[number];

export const FAQ_CATEGORIES = ['SIGNUP', 'HOW_TO_USE'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];
export const FAQ_CATEGORY_LABELS: Record<FaqCategory, string> = {
  SIGNUP: '회원가입',
  HOW_TO_USE: '이용방법',
};

export const BID_CANCEL_REASONS = ['중복 입찰', '입찰 실수', '재입찰을 위해'] as const;
export const DEAL_CANCEL_REASONS = [
  '판매자와 연락이 되지 않음',
  '차량 상태가 설명과 다름',
  '판매자의 거래 거부',
] as const;
export const DIRECT_INPUT_LABEL = '직접 입력';

export const PENALTY_KINDS = [
  'BID_CANCEL',
  'DEAL_CANCEL',
  'NO_PROGRESS',
  'LATE_COMPLETION',
  'REPORTS',
  'DISPUTES_LOST',
  'TRANSFER_DELAY',
] as const;
export type PenaltyKind = (typeof PENALTY_KINDS)[number];

export const CODE_LINK_PURPOSES = ['DETAIL', 'REVIEW', 'COMPLETE'] as const;
export type CodeLinkPurpose = (typeof CODE_LINK_PURPOSES)[number];
