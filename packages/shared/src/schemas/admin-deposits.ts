// Contracts of the console's money and message screens: fee deposits (`/v1/admin/deposits`: the bank's and
// the operators' transfers, matched or not, a match by hand, a refund) and the message outbox
// (`/v1/admin/outbox`: every SMS, Alimtalk and 1-won memo the providers sent, and a resend).
import { z } from 'zod';
import { AUCTION_STATUSES } from '../enums';
import { pagedList, pagingQuery, tabCounts } from './common';
import { phoneDigits } from './fields';
import { OUTBOX_DELIVERY_STATUSES, type OutboxDeliveryStatus } from './operations';
import { rowId } from './request';

export const ADMIN_DEPOSIT_MESSAGES = {
  /** docs/domain.md "Handover": a dealer who lost the dispute and then cancelled forfeits the fee. */
  feeForfeited: '감가 분쟁에서 감가가 인정되지 않은 뒤 딜러가 취소한 거래의 수수료는 환불하지 않습니다.',
  badState: '목록 구분이 올바르지 않습니다.',
  queryTooLong: '검색어는 100자 이내로 입력해주세요.',
  auctionIdRequired: '매칭할 경매 번호를 입력해주세요.',
  auctionIdInvalid: '경매 번호는 숫자로 입력해주세요.',
  depositNotFound: '입금 내역을 찾을 수 없습니다.',
  auctionNotFound: '경매를 찾을 수 없습니다.',
  alreadyMatched: '이미 거래에 매칭된 입금입니다.',
  alreadyRefunded: '이미 환불 처리된 입금입니다.',
  notWaitingForFee: '수수료 입금을 기다리는 거래가 아닙니다. 거래 상태를 확인해주세요.',
  dealAlreadyPaid: '이미 다른 입금으로 수수료가 확인된 거래입니다.',
  amountIsNotFee: (amount: string, fee: string) =>
    `입금액(${amount})이 거래 수수료(${fee})와 다릅니다. 금액이 같은 거래에만 매칭할 수 있습니다.`,
  dealStillLive: '진행 중이거나 완료된 거래의 수수료는 환불할 수 없습니다. 거래가 취소된 뒤에 환불해주세요.',
} as const;

export const ADMIN_OUTBOX_MESSAGES = {
  badChannel: '발송 채널이 올바르지 않습니다.',
  phoneDigits: '전화번호는 숫자로 입력해주세요.',
  templateTooLong: '템플릿 이름은 100자 이내로 입력해주세요.',
  messageNotFound: '발송 내역을 찾을 수 없습니다.',
  bankNotResendable: '1원 입금 문구는 다시 보낼 수 없습니다. 딜러가 계좌 인증을 다시 요청해야 합니다.',
  resentJustNow: '방금 다시 보낸 메시지입니다. 1분 뒤에 다시 시도해주세요.',
  /** The retention job emptied it (docs/domain.md "Retention"). */
  redacted: '보관 기간이 지나 내용을 지운 메시지는 다시 보낼 수 없습니다.',
} as const;

// --- Deposits -------------------------------------------------------------------------------------------

/**
 * The tabs of the deposit screen: UNMATCHED paid nothing and was not returned (waits for an operator),
 * MATCHED paid a deal, REFUNDED was marked returned (whether or not it had paid a deal), ALL every one.
 */
export const ADMIN_DEPOSIT_STATES = ['UNMATCHED', 'MATCHED', 'REFUNDED', 'ALL'] as const;
export type AdminDepositState = (typeof ADMIN_DEPOSIT_STATES)[number];
export const ADMIN_DEPOSIT_STATE_LABELS: Record<AdminDepositState, string> = {
  UNMATCHED: '미매칭',
  MATCHED: '매칭됨',
  REFUNDED: '환불',
  ALL: '전체',
};

export const DEPOSIT_SOURCES = ['WEBHOOK', 'OPERATOR'] as const;
export type DepositSource = (typeof DEPOSIT_SOURCES)[number];
export const DEPOSIT_SOURCE_LABELS: Record<DepositSource, string> = {
  WEBHOOK: '은행 알림',
  OPERATOR: '운영자 기록',
};

/**
 * `GET /v1/admin/deposits?state&q&page&size`, newest received first. `q` matches the depositor name, the
 * memo, the reference, the bank's transaction id, the matched deal's model and dealer; a number also
 * matches the amount and the matched auction's id.
 */
export const adminDepositsQuery = pagingQuery(20).extend({
  state: z.enum(ADMIN_DEPOSIT_STATES, { error: ADMIN_DEPOSIT_MESSAGES.badState }).default('UNMATCHED'),
  q: z.string().trim().max(100, ADMIN_DEPOSIT_MESSAGES.queryTooLong).optional(),
});
export type AdminDepositsQuery = z.output<typeof adminDepositsQuery>;

const dealDealer = z.object({ id: z.number().int(), username: z.string(), name: z.string() });

/** The deal a deposit paid. */
export const adminDepositDeal = z.object({
  dealId: z.number().int(),
  auctionId: z.number().int(),
  model: z.string(),
  dealer: dealDealer,
  price: z.number().int(),
  fee: z.number().int().nullable(),
  /** The auction's status now, with its Korean label. */
  status: z.enum(AUCTION_STATUSES),
  statusLabel: z.string(),
  depositReference: z.string().nullable(),
  canceledAt: z.string().nullable(),
  feeRefundedAt: z.string().nullable(),
});
export type AdminDepositDeal = z.infer<typeof adminDepositDeal>;

/** A deal waiting for its fee that an unmatched deposit could pay: the same amount. */
export const adminDepositCandidate = z.object({
  auctionId: z.number().int(),
  model: z.string(),
  dealer: dealDealer,
  fee: z.number().int(),
  depositReference: z.string().nullable(),
  depositDeadline: z.string().nullable(),
  /** The deposit's texts carry this deal's reference. */
  isReferenceMatch: z.boolean(),
  /** The depositor name contains the dealer's name. */
  isNameMatch: z.boolean(),
});
export type AdminDepositCandidate = z.infer<typeof adminDepositCandidate>;

export const adminDeposit = z.object({
  id: z.number().int(),
  state: z.enum(['UNMATCHED', 'MATCHED', 'REFUNDED']),
  amount: z.number().int(),
  depositorName: z.string(),
  memo: z.string(),
  /** The reference the bank or an operator named outright, else the one found in the name and memo. */
  reference: z.string().nullable(),
  receivedAt: z.string(),
  source: z.enum(DEPOSIT_SOURCES),
  /** The bank's transaction id (webhook deposits). */
  externalId: z.string().nullable(),
  matchedAt: z.string().nullable(),
  /** Matched by an operator (the deposit did not carry the deal's reference). */
  isManualMatch: z.boolean(),
  refundedAt: z.string().nullable(),
  deal: adminDepositDeal.nullable(),
  /** Unmatched and not refunded: deals waiting for a fee of this amount, reference matches first. */
  candidates: z.array(adminDepositCandidate),
});
export type AdminDeposit = z.infer<typeof adminDeposit>;

export const adminDepositCounts = tabCounts(ADMIN_DEPOSIT_STATES);
export type AdminDepositCounts = z.infer<typeof adminDepositCounts>;

export const adminDepositList = pagedList(adminDeposit).extend({ counts: adminDepositCounts });
export type AdminDepositList = z.infer<typeof adminDepositList>;

/** `POST /v1/admin/deposits/{id}/match`: the auction whose deal waits for this fee. */
export const adminDepositMatchRequest = z.object({
  auctionId: rowId(ADMIN_DEPOSIT_MESSAGES.auctionIdInvalid),
});
export type AdminDepositMatchRequest = z.input<typeof adminDepositMatchRequest>;

/** The match form: the auction id as typed. */
export const adminDepositMatchForm = z.object({
  auctionId: z
    .string()
    .trim()
    .min(1, ADMIN_DEPOSIT_MESSAGES.auctionIdRequired)
    .regex(/^\d{1,10}$/, ADMIN_DEPOSIT_MESSAGES.auctionIdInvalid)
    .transform(Number)
    .pipe(rowId(ADMIN_DEPOSIT_MESSAGES.auctionIdInvalid)),
});
export type AdminDepositMatchFormInput = z.input<typeof adminDepositMatchForm>;

// --- Outbox ---------------------------------------------------------------------------------------------

export const OUTBOX_CHANNELS = ['SMS', 'ALIMTALK', 'BANK', 'RELAY'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
export const OUTBOX_CHANNEL_LABELS: Record<OutboxChannel, string> = {
  SMS: '문자',
  ALIMTALK: '알림톡',
  BANK: '1원 입금',
  RELAY: '안심번호',
};

/** Digits found anywhere in a recipient (a phone number, or an account number for BANK); hyphens and spaces dropped. */
const recipientDigits = z
  .string()
  .transform(phoneDigits)
  .pipe(
    z.string().max(20, ADMIN_OUTBOX_MESSAGES.phoneDigits).regex(/^\d*$/, ADMIN_OUTBOX_MESSAGES.phoneDigits),
  );

/** `GET /v1/admin/outbox?channel&phone&template&page&size`: failed messages first, then newest first. */
export const adminOutboxQuery = pagingQuery(20).extend({
  channel: z.enum(OUTBOX_CHANNELS, { error: ADMIN_OUTBOX_MESSAGES.badChannel }).optional(),
  phone: recipientDigits.optional(),
  template: z.string().trim().max(100, ADMIN_OUTBOX_MESSAGES.templateTooLong).optional(),
});
export type AdminOutboxQuery = z.output<typeof adminOutboxQuery>;

/** The console's phone search over the same rule ('' searches everyone). */
export const adminOutboxPhoneForm = z.object({ q: recipientDigits });
export type AdminOutboxPhoneForm = z.input<typeof adminOutboxPhoneForm>;

/** The console's words for a message's delivery state (docs/domain.md "Message delivery"). */
export const OUTBOX_DELIVERY_STATUS_LABELS: Record<OutboxDeliveryStatus, string> = {
  QUEUED: '대기',
  SENT: '발송',
  FAILED: '실패',
};

/**
 * One message of the outbox: written by the local stand-ins (SENT at once), or queued for a real provider and
 * delivered by the worker (docs/domain.md "Message delivery").
 */
export const outboxMessage = z.object({
  id: z.number().int(),
  channel: z.string(),
  recipient: z.string(),
  template: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  /** The message this one sent again (an operator's resend), or null. */
  resendOf: z.number().int().nullable(),
  /** The Alimtalk the provider refused that this SMS stands in for, or null. */
  fallbackOf: z.number().int().nullable(),
  /** QUEUED: waiting for (another) try; SENT: the provider took it; FAILED: refused or out of tries. */
  deliveryStatus: z.enum(OUTBOX_DELIVERY_STATUSES),
  /** Tries made so far (0 for the local stand-ins). */
  attempts: z.number().int(),
  /** 'local' for the stand-ins, else the provider ('solapi', …). */
  provider: z.string(),
  /** The provider's id for the message, or null. */
  providerMessageId: z.string().nullable(),
  /** The provider's last answer (code and text), or the error of the last try; '' when none. */
  lastAnswer: z.string(),
  /** When a QUEUED message is tried next, or null. */
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

export const outboxMessageList = pagedList(outboxMessage);
export type OutboxMessageList = z.infer<typeof outboxMessageList>;

/** `POST /v1/admin/outbox/{id}/resend`: the new message (null when the provider keeps no trace). */
export const outboxResendResult = z.object({
  resendOf: z.number().int(),
  message: outboxMessage.nullable(),
});
export type OutboxResendResult = z.infer<typeof outboxResendResult>;
