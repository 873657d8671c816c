// An audit row's before → after as a person reads it: each changed field with a Korean name, statuses and
// roles with their labels, times on the Asia/Seoul clock, money in won, and "(없음)" for a missing value.
import {
  AUCTION_STATUS_LABELS,
  DEALER_STATUS_LABELS,
  OPERATOR_ROLE_LABELS,
  formatNumber,
  type AuditLogEntry,
  type AuditTargetType,
} from '@autobid/shared';
import type { ChangeTableRow } from '../../../components/change-table';
import { dateTime, won } from '../../../lib/format';

/** The fields the console's actions record, by the name the server gives them. */
const FIELD_LABELS: Record<string, string> = {
  status: '상태',
  auctionStatus: '경매 상태',
  reason: '사유',
  rejectReason: '반려 사유',
  opensAt: '경매 시작',
  startAt: '경매 시작',
  endDate: '경매 종료',
  selectExpireAt: '낙찰자 선택 기한',
  approvedAt: '승인 시각',
  rejectedAt: '반려 시각',
  suspendedAt: '이용 정지 시각',
  suspensionReason: '이용 정지 사유',
  penaltyExpiredAt: '제재 종료',
  pendingIdentity: '심사 대기 중인 정보 변경',
  name: '이름',
  username: '아이디',
  role: '권한',
  disabled: '비활성화',
  disabledAt: '비활성화 시각',
  agencyName: '상호',
  agencyNumber: '사업자 연락처',
  title: '제목',
  contents: '내용',
  category: '분류',
  sortOrder: '노출 순서',
  publishedAt: '게시 시각',
  auctionId: '경매 번호',
  dealId: '거래 번호',
  biddingId: '입찰 번호',
  dealerId: '딜러 번호',
  price: '낙찰가',
  fee: '수수료',
  feePaid: '수수료 입금 여부',
  amount: '금액',
  depositorName: '입금자명',
  reference: '입금 참조번호',
  matchedAt: '매칭 시각',
  refundedAt: '환불 시각',
  feeRefundedAt: '수수료 환불 시각',
  dealCanceledAt: '거래 취소 시각',
  dealCanceledBy: '거래 취소 주체',
  canceledAt: '취소 시각',
  canceledBy: '취소 주체',
  cancelReason: '취소 사유',
  startsAt: '제재 시작',
  expiresAt: '제재 종료',
  liftedAt: '제재 해제 시각',
  banDays: '제재 일수',
  resolvedAt: '처리 시각',
  decision: '처리 결과',
  decisionReason: '처리 사유',
  channel: '채널',
  recipient: '수신자',
  template: '메시지 종류',
  resentId: '재발송 메시지 번호',
  resendOf: '원본 메시지 번호',
  finalPrice: '최종 거래가',
};

const VALUE_LABELS: Record<string, Record<string, string>> = {
  role: OPERATOR_ROLE_LABELS,
  decision: { UPHELD: '신고 인정', DISMISSED: '신고 기각' },
  canceledBy: { DEALER: '딜러', SELLER: '판매자', ADMIN: '운영자', SYSTEM: '시스템' },
  dealCanceledBy: { DEALER: '딜러', SELLER: '판매자', ADMIN: '운영자', SYSTEM: '시스템' },
  category: { SIGNUP: '가입', HOW_TO_USE: '이용 방법' },
};

const MONEY_FIELDS = new Set(['price', 'fee', 'amount', 'finalPrice']);
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}

/** A status as its target's screens name it, with the code beside it. */
function statusText(value: string, targetType: AuditTargetType): string {
  const labels: Record<string, string> =
    targetType === 'DEALER' ? DEALER_STATUS_LABELS : AUCTION_STATUS_LABELS;
  const label = labels[value];
  return label ? `${label} (${value})` : value;
}

export function valueText(field: string, value: unknown, targetType: AuditTargetType): string {
  if (value === null || value === undefined) {
    return '(없음)';
  }
  if (typeof value === 'boolean') {
    return value ? '예' : '아니오';
  }
  if (typeof value === 'number') {
    return MONEY_FIELDS.has(field) ? won(value) : formatNumber(value);
  }
  if (typeof value === 'string') {
    if (value === '') {
      return '(빈 값)';
    }
    if (field === 'status') {
      return statusText(value, targetType);
    }
    if (field === 'auctionStatus') {
      return statusText(value, 'AUCTION');
    }
    const label = VALUE_LABELS[field]?.[value];
    if (label) {
      return `${label} (${value})`;
    }
    return ISO_TIME.test(value) && !Number.isNaN(Date.parse(value)) ? dateTime(value) : value;
  }
  return JSON.stringify(value);
}

/**
 * Every field the row names, in the order the action wrote them (after's first, then what only before has),
 * its code under its name when the two differ.
 */
export function changeRows(entry: Pick<AuditLogEntry, 'before' | 'after' | 'targetType'>): ChangeTableRow[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return fields.map((field) => ({
    key: field,
    label: fieldLabel(field),
    hint: fieldLabel(field) === field ? undefined : field,
    before: entry.before === null ? '(새로 생성)' : valueText(field, before[field], entry.targetType),
    after: entry.after === null ? '(삭제됨)' : valueText(field, after[field], entry.targetType),
  }));
}
