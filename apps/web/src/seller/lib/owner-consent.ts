// The owner's consent as the seller reads it (docs/domain.md "Owner consent"): one line for its state, and
// the plate field's label by vehicle type.
import { formatDotDateTime, type OwnerConsentSummary } from '@autobid/shared';

/** 차량번호 for a car, 사용신고 번호 for a motorbike. */
export function plateLabelOf(vehicleType: string): string {
  return vehicleType === 'MOTORBIKE' ? '사용신고 번호' : '차량번호';
}

export const PLATE_HINT = '예) 12가3456, 123가4567, 서울12가3456 · 이륜차 사용신고 번호: 서울강남가1234';

/** The consent's state in a line; '' when there is none yet. */
export function consentLine(consent: OwnerConsentSummary | null | undefined): string {
  if (!consent) {
    return '';
  }
  switch (consent.status) {
    case 'CONFIRMED':
      return consent.by === 'OWNER'
        ? `확인 완료 · 본인 소유 (${formatDotDateTime(consent.confirmedAt)})`
        : `확인 완료 · 소유자 동의 (${formatDotDateTime(consent.confirmedAt)})`;
    case 'PENDING':
      return `소유자의 동의를 기다리는 중 (${formatDotDateTime(consent.expiresAt)}까지)`;
    case 'EXPIRED':
      return '동의 요청이 만료되었습니다. 다시 요청해주세요.';
    case 'CANCELED':
      return '';
  }
}
