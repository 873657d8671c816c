// The operator console's own contracts: operator roles and the signed-in operator (`/v1/admin/me`), and
// the audit log every operator action writes (`/v1/admin/audit-log`). The area calls (dealers, auctions,
// deals, deposits, penalties, content, outbox, operators, dashboard) live in admin-*.ts beside this file.
import { z } from 'zod';
import { pagingQuery } from './common';

/** ADMIN may do everything; STAFF everything but operator accounts and refunds. */
export const OPERATOR_ROLES = ['ADMIN', 'STAFF'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const OPERATOR_ROLE_LABELS: Record<OperatorRole, string> = {
  ADMIN: '관리자',
  STAFF: '운영 담당',
};

export const OPERATOR_ACCESS_MESSAGES = {
  adminOnly: '관리자 권한이 필요한 작업입니다.',
} as const;

/** `GET /v1/admin/me`: the signed-in operator. */
export const operatorMe = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  role: z.enum(OPERATOR_ROLES),
});
export type OperatorMe = z.infer<typeof operatorMe>;

/** Every kind of operator action the audit log records, with the label the console shows. */
export const AUDIT_ACTION_LABELS = {
  DEALER_APPROVE: '딜러 승인',
  DEALER_REJECT: '딜러 반려',
  DEALER_SUSPEND: '딜러 이용 정지',
  DEALER_UNSUSPEND: '딜러 정지 해제',
  /** Not an operator's: the dealer set its identity back to the approved values (docs/domain.md "Dealers"). */
  DEALER_IDENTITY_WITHDRAW: '딜러 정보 변경 철회',
  LISTING_APPROVE: '매물 승인',
  LISTING_REJECT: '매물 반려',
  AUCTION_CANCEL: '경매 운영자 취소',
  DEAL_SELECT: '낙찰자 대리 선택',
  DEAL_TRANSACTION_STATUS: '명의이전 상태 변경',
  DEPOSIT_RECORD: '입금 기록',
  DEPOSIT_MATCH: '입금 수동 매칭',
  DEPOSIT_REFUND: '수수료 환불',
  PENALTY_LIFT: '페널티 해제',
  PENALTY_EXTEND: '페널티 연장',
  REPORT_DECIDE: '신고 처리',
  NOTICE_CREATE: '공지 등록',
  NOTICE_UPDATE: '공지 수정',
  NOTICE_DELETE: '공지 삭제',
  FAQ_CREATE: 'FAQ 등록',
  FAQ_UPDATE: 'FAQ 수정',
  FAQ_DELETE: 'FAQ 삭제',
  OUTBOX_RESEND: '메시지 재발송',
  OPERATOR_CREATE: '운영자 생성',
  OPERATOR_UPDATE: '운영자 변경',
  OPERATOR_PASSWORD_RESET: '운영자 비밀번호 재설정',
  DISPUTE_DECIDE: '감가 분쟁 판정',
  DEDUCTION_GUIDE_UPDATE: '감가 기준표 변경',
  /** Not an operator's: a price claim's steps by the dealer, the seller and the clock (docs/domain.md "Handover"). */
  PRICE_CLAIM_OPEN: '감가 요청',
  PRICE_CLAIM_ACCEPT: '감가 요청 동의',
  PRICE_CLAIM_REJECT: '감가 요청 거절',
  PRICE_CLAIM_EXPIRE: '감가 요청 답변 기한 초과',
  PRICE_CLAIM_WITHDRAW: '감가 요청 철회',
  /** Not a change: an operator looked at a full phone number, for a purpose (docs/domain.md "Contact relay"). */
  CONTACT_REVEAL: '연락처 열람',
  TRANSFER_SUBMIT: '명의이전 서류 제출',
  TRANSFER_OBJECT: '명의이전 서류 이의',
  TRANSFER_CONFIRM: '명의이전 확인',
  TRANSFER_REJECT: '명의이전 서류 반려',
  TRANSFER_DELAY: '명의이전 기한 초과',
  /** Not an operator's: the seller's consent request and the owner's confirmation (docs/domain.md "Owner consent"). */
  OWNER_CONSENT_REQUEST: '소유자 동의 요청',
  OWNER_CONSENT_CONFIRM: '소유자 동의 완료',
  /** Not an operator's: a seller closed his own account (docs/domain.md "Retention"). */
  SELLER_CLOSE: '판매자 회원 탈퇴',
  DEALER_TIER_OVERRIDE: '딜러 등급 변경',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as [AuditAction, ...AuditAction[]];

/** What an action changed. */
export const AUDIT_TARGET_LABELS = {
  DEALER: '딜러',
  SELLER: '판매자',
  AUCTION: '경매',
  DEAL: '거래',
  DEPOSIT: '입금',
  PENALTY: '페널티',
  REPORT: '신고',
  NOTICE: '공지',
  FAQ: 'FAQ',
  OUTBOX: '메시지',
  OPERATOR: '운영자',
  DISPUTE: '감가 분쟁',
  DEDUCTION_GUIDE: '감가 기준표',
} as const;
export type AuditTargetType = keyof typeof AUDIT_TARGET_LABELS;
export const AUDIT_TARGET_TYPES = Object.keys(AUDIT_TARGET_LABELS) as [AuditTargetType, ...AuditTargetType[]];

/** A field value as the audit log keeps it (JSON). */
const auditValues = z.record(z.string(), z.unknown()).nullable();

/** One row of the audit log: who did what to which target, when, and the changed fields before and after. */
export const auditLogEntry = z.object({
  id: z.number().int(),
  /** The operator's username at the time, or "cli" for the operator command line on the database. */
  actor: z.string(),
  operatorId: z.number().int().nullable(),
  /** The operator's name as it is now; null for the command line. */
  operatorName: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  actionLabel: z.string(),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.string(),
  /** A readable name of the target (dealer username, listing model, notice title …). */
  targetLabel: z.string(),
  before: auditValues,
  after: auditValues,
  reason: z.string(),
  createdAt: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntry>;

export const AUDIT_LOG_MESSAGES = {
  day: '날짜는 yyyy-MM-dd 형식으로 입력해주세요.',
  period: '기간의 시작일이 종료일보다 늦습니다.',
  action: '작업 종류가 올바르지 않습니다.',
  targetType: '대상 종류가 올바르지 않습니다.',
  tooLong: '100자 이내로 입력해주세요.',
} as const;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day written `yyyy-MM-dd` (no 2026-02-31). */
export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) {
    return false;
  }
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const auditDay = z.string().trim().refine(isCalendarDay, AUDIT_LOG_MESSAGES.day);

/** A period whose ends are set or empty is in order unless both are set and the start is later. */
export function isPeriodInOrder(period: { from?: string; to?: string }): boolean {
  return !period.from || !period.to || period.from <= period.to;
}

/** `GET /v1/admin/audit-log?page&size&action&targetType&targetId&actor&from&to`: newest first. */
export const auditLogQuery = pagingQuery(20)
  .extend({
    action: z.enum(AUDIT_ACTIONS, { error: AUDIT_LOG_MESSAGES.action }).optional(),
    targetType: z.enum(AUDIT_TARGET_TYPES, { error: AUDIT_LOG_MESSAGES.targetType }).optional(),
    targetId: z.string().trim().max(100, AUDIT_LOG_MESSAGES.tooLong).optional(),
    /** The operator's username (exact). */
    actor: z.string().trim().max(100, AUDIT_LOG_MESSAGES.tooLong).optional(),
    /** `yyyy-MM-dd`, Asia/Seoul days, inclusive. */
    from: auditDay.optional(),
    to: auditDay.optional(),
  })
  .refine(isPeriodInOrder, { message: AUDIT_LOG_MESSAGES.period, path: ['to'] });
export type AuditLogQuery = z.output<typeof auditLogQuery>;

const formDay = z
  .string()
  .trim()
  .refine((value) => value === '' || isCalendarDay(value), AUDIT_LOG_MESSAGES.day);

/** The console's filter form over the same rules: every filter a string, '' when it is not set. */
export const auditLogFilterForm = z
  .object({
    action: z.union([z.literal(''), z.enum(AUDIT_ACTIONS)], { error: AUDIT_LOG_MESSAGES.action }),
    targetType: z.union([z.literal(''), z.enum(AUDIT_TARGET_TYPES)], {
      error: AUDIT_LOG_MESSAGES.targetType,
    }),
    targetId: z.string().trim().max(100, AUDIT_LOG_MESSAGES.tooLong),
    actor: z.string().trim().max(100, AUDIT_LOG_MESSAGES.tooLong),
    from: formDay,
    to: formDay,
  })
  .refine(isPeriodInOrder, { message: AUDIT_LOG_MESSAGES.period, path: ['to'] });
export type AuditLogFilters = z.output<typeof auditLogFilterForm>;

/** `GET /v1/admin/audit-log/actors`: every username the log names (the operator filter's choices), a-z. */
export const auditLogActors = z.array(z.string());
