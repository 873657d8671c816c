// Contracts of the console's dealer screens: the review queue and search (`/v1/admin/dealers`), a dealer's
// whole application, suspension, and the penalties screen (`/v1/admin/penalties`, `/v1/admin/reports`):
// bans with their cause, lift and extend, and sellers' reports of dealers with the operator's decision.
import { z } from 'zod';
import { DEALER_STATUSES, PENALTY_KINDS, type PenaltyKind } from '../enums';
import { RULE_SENTENCES } from '../rule-sentences';
import { pagedList, pagingQuery, tabCounts } from './common';
import { operatorReason } from './admin';
import { DEALER_TIERS, dealerScore } from './dealer-tiers';

export const ADMIN_DEALER_MESSAGES = {
  queryTooLong: '검색어는 100자 이내로 입력해주세요.',
  badFilter: '목록 구분이 올바르지 않습니다.',
  dealerNotFound: '딜러를 찾을 수 없습니다.',
  notWaiting: '심사 대기 중인 딜러가 아닙니다. 목록을 새로고침해주세요.',
  alreadySuspended: '이미 이용 정지된 딜러입니다.',
  neverApproved: '승인된 적 없는 가입 신청자는 이용 정지할 수 없습니다. 가입 심사에서 반려해주세요.',
  notSuspended: '이용 정지 상태가 아닌 딜러입니다.',
  penaltyNotFound: '페널티를 찾을 수 없습니다.',
  notABan: '입찰 제한 기간이 없는 페널티라 해제하거나 연장할 수 없습니다.',
  banLifted: '이미 해제된 페널티입니다.',
  banEnded: '이미 기간이 끝난 페널티입니다.',
  extendDays: '연장 일수는 1일부터 90일까지 입력해주세요.',
  reportNotFound: '신고를 찾을 수 없습니다.',
  reportResolved: '이미 처리된 신고입니다.',
  decisionRequired: '처리 결과를 선택해주세요.',
} as const;

// --- Dealers --------------------------------------------------------------------------------------------

/** The tabs of the dealer screen: review status, or suspended (whatever the status). */
export const ADMIN_DEALER_FILTERS = ['AUDIT', 'APPROVED', 'REJECTED', 'SUSPENDED'] as const;
export type AdminDealerFilter = (typeof ADMIN_DEALER_FILTERS)[number];
export const ADMIN_DEALER_FILTER_LABELS: Record<AdminDealerFilter, string> = {
  AUDIT: '심사 대기',
  APPROVED: '승인',
  REJECTED: '반려',
  SUSPENDED: '정지',
};

const searchText = z.string().trim().max(100, ADMIN_DEALER_MESSAGES.queryTooLong).optional();

/** The search box of the dealer and penalty screens (the same rule as the calls' `q`). */
export const adminSearchForm = z.object({
  q: z.string().trim().max(100, ADMIN_DEALER_MESSAGES.queryTooLong),
});
export type AdminSearchForm = z.input<typeof adminSearchForm>;

/**
 * `GET /v1/admin/dealers?status&q&page&size`: AUDIT (new applications and approved dealers' identity
 * changes) oldest waiting first; APPROVED (not suspended), REJECTED and SUSPENDED newest first. `q` matches
 * username, name, agency name, company phone and business number (digits or text) and phone digits.
 */
export const adminDealersQuery = pagingQuery(20).extend({
  status: z.enum(ADMIN_DEALER_FILTERS, { error: ADMIN_DEALER_MESSAGES.badFilter }).default('AUDIT'),
  q: searchText,
  /** Only the dealers of this tier in force (docs/domain.md "Dealer score and tiers"). */
  tier: z.enum(DEALER_TIERS, { error: '등급 구분이 올바르지 않습니다.' }).optional(),
});
export type AdminDealersQuery = z.output<typeof adminDealersQuery>;

/** Identity values (name, agency name, company phone, business number) an approved dealer asked to change. */
export const pendingIdentity = z.object({
  name: z.string().optional(),
  agencyName: z.string().optional(),
  agencyNumber: z.string().optional(),
  businessNumber: z.string().optional(),
});
export type PendingIdentity = z.infer<typeof pendingIdentity>;

/** The documents a reviewer looks at (URLs; '' when the dealer has none). */
export const dealerDocuments = z.object({
  /** 사업자등록증 */
  agencyRegistrationImage: z.string(),
  /** 명함 */
  businessCard: z.string(),
  /** 프로필 사진 */
  image: z.string(),
});
export type DealerDocuments = z.infer<typeof dealerDocuments>;

/** One dealer of the list: what a reviewer needs to decide, documents included. */
export const adminDealerSummary = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  agencyName: z.string(),
  /** 회사 전화번호 */
  agencyNumber: z.string(),
  /** 사업자등록번호, 10 digits; '' for a dealer from before it was asked. */
  businessNumber: z.string(),
  status: z.enum(DEALER_STATUSES),
  /** Whether an operator may suspend it: a dealer approved now or before (never a mere applicant). */
  canSuspend: z.boolean(),
  /** The dealer's tier and its 90 days' numbers (docs/domain.md "Dealer score and tiers"). */
  score: dealerScore,
  /** An approved dealer back in review for an identity change (not a new application). */
  isIdentityChange: z.boolean(),
  pendingIdentity: pendingIdentity.nullable(),
  documents: dealerDocuments,
  isBankAccountAuth: z.boolean(),
  /** The rejection reason the dealer reads on /wait ('' when none). */
  reason: z.string(),
  suspendedAt: z.string().nullable(),
  suspensionReason: z.string(),
  /** The running ban's end, or null. */
  banEndsAt: z.string().nullable(),
  /** When the application last changed: in review, the time it has been waiting since. */
  updatedAt: z.string(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  rejectedAt: z.string().nullable(),
});
export type AdminDealerSummary = z.infer<typeof adminDealerSummary>;

/** How many dealers each tab holds. */
export const adminDealerCounts = tabCounts(ADMIN_DEALER_FILTERS);
export type AdminDealerCounts = z.infer<typeof adminDealerCounts>;

export const adminDealerList = pagedList(adminDealerSummary).extend({ counts: adminDealerCounts });
export type AdminDealerList = z.infer<typeof adminDealerList>;

/** `GET /v1/admin/dealers/{id}`: the whole application with the dealer's record. */
export const adminDealerDetail = adminDealerSummary.extend({
  email: z.string(),
  position: z.string(),
  agencyAddress: z.string(),
  agencyAddressDetail: z.string(),
  region: z.array(z.string()),
  mainBrands: z.array(z.string()),
  bank: z.object({
    isVerified: z.boolean(),
    bankName: z.string(),
    /** All but the last 4 digits masked ('' when none). */
    accountNumber: z.string(),
  }),
  counts: z.object({
    /** Bids not cancelled on auctions still open for bids. */
    activeBids: z.number().int(),
    deals: z.number().int(),
    completedTrades: z.number().int(),
    penalties: z.number().int(),
    openReports: z.number().int(),
  }),
});
export type AdminDealerDetail = z.infer<typeof adminDealerDetail>;

/** The answer of suspend and unsuspend: the dealer's suspension now. */
export const adminDealerSuspension = z.object({
  id: z.number().int(),
  username: z.string(),
  suspendedAt: z.string().nullable(),
  suspensionReason: z.string(),
});
export type AdminDealerSuspension = z.infer<typeof adminDealerSuspension>;

// --- Penalties ------------------------------------------------------------------------------------------

export const PENALTY_KIND_LABELS: Record<PenaltyKind, string> = {
  BID_CANCEL: '입찰 취소',
  DEAL_CANCEL: '낙찰 후 거래 취소',
  NO_PROGRESS: RULE_SENTENCES.noProgressKind,
  LATE_COMPLETION: '거래 완료 지연 보고',
  REPORTS: '판매자 신고 누적',
  DISPUTES_LOST: '부당 감가 판정 누적',
  TRANSFER_DELAY: '명의이전 기한 초과',
};

/** Where a penalty stands now. RECORDED: a penalty without ban days (the free first cancel, reports). */
export const PENALTY_STATES = ['SCHEDULED', 'RUNNING', 'ENDED', 'LIFTED', 'RECORDED'] as const;
export type PenaltyState = (typeof PENALTY_STATES)[number];
export const PENALTY_STATE_LABELS: Record<PenaltyState, string> = {
  SCHEDULED: '대기',
  RUNNING: '제재 중',
  ENDED: '만료',
  LIFTED: '해제',
  RECORDED: '기록만',
};

/** `GET /v1/admin/penalties?state&q&page&size`: ACTIVE = bans running or waiting their turn. Newest first. */
export const adminPenaltiesQuery = pagingQuery(20).extend({
  state: z.enum(['ACTIVE', 'ALL'], { error: ADMIN_DEALER_MESSAGES.badFilter }).default('ACTIVE'),
  q: searchText,
});
export type AdminPenaltiesQuery = z.output<typeof adminPenaltiesQuery>;

const dealerRef = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  agencyName: z.string(),
});

const auctionRef = z.object({ id: z.number().int(), model: z.string() }).nullable();

export const adminPenalty = z.object({
  id: z.number().int(),
  kind: z.enum(PENALTY_KINDS),
  kindLabel: z.string(),
  state: z.enum(PENALTY_STATES),
  stateLabel: z.string(),
  reason: z.string(),
  banDays: z.number().int(),
  startsAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  liftedAt: z.string().nullable(),
  createdAt: z.string(),
  auction: auctionRef,
  dealer: dealerRef.extend({
    /** The dealer's running ban end (the last of its chained bans), or null. */
    banEndsAt: z.string().nullable(),
  }),
});
export type AdminPenalty = z.infer<typeof adminPenalty>;

/** `POST /v1/admin/penalties/{id}/extend` */
export const MAX_EXTEND_DAYS = 90;
export const adminPenaltyExtendRequest = z.object({
  days: z
    .number({ error: ADMIN_DEALER_MESSAGES.extendDays })
    .int(ADMIN_DEALER_MESSAGES.extendDays)
    .min(1, ADMIN_DEALER_MESSAGES.extendDays)
    .max(MAX_EXTEND_DAYS, ADMIN_DEALER_MESSAGES.extendDays),
  reason: operatorReason,
});
export type AdminPenaltyExtendRequest = z.input<typeof adminPenaltyExtendRequest>;

// --- Seller reports -------------------------------------------------------------------------------------

export const REPORT_DECISIONS = ['UPHELD', 'DISMISSED'] as const;
export type ReportDecision = (typeof REPORT_DECISIONS)[number];
export const REPORT_DECISION_LABELS: Record<ReportDecision, string> = {
  UPHELD: '신고 인정',
  DISMISSED: '신고 기각',
};

/** `GET /v1/admin/reports?state&page&size`: OPEN oldest first (the queue), RESOLVED latest decision first. */
export const adminReportsQuery = pagingQuery(20).extend({
  state: z.enum(['OPEN', 'RESOLVED'], { error: ADMIN_DEALER_MESSAGES.badFilter }).default('OPEN'),
});
export type AdminReportsQuery = z.output<typeof adminReportsQuery>;

export const adminReport = z.object({
  id: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  decision: z.enum(REPORT_DECISIONS).nullable(),
  decisionLabel: z.string(),
  decisionReason: z.string(),
  dealer: dealerRef.extend({
    suspendedAt: z.string().nullable(),
    /** The dealer's unresolved reports, this one included while open. */
    openReports: z.number().int(),
  }),
  seller: z.object({ id: z.number().int(), name: z.string() }),
  auction: auctionRef,
});
export type AdminReport = z.infer<typeof adminReport>;

/** `POST /v1/admin/reports/{id}/decide`: with liftSuspension the dealer's suspension ends too. */
export const adminReportDecideRequest = z.object({
  decision: z.enum(REPORT_DECISIONS, { error: ADMIN_DEALER_MESSAGES.decisionRequired }),
  reason: operatorReason,
  liftSuspension: z.boolean().optional(),
});
export type AdminReportDecideRequest = z.input<typeof adminReportDecideRequest>;
