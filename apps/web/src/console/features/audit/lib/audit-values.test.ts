import { describe, expect, it } from 'vitest';
import { changeRows, fieldLabel, valueText } from './audit-values';

describe('audit values as a person reads them', () => {
  it('names fields in Korean and keeps an unknown name as it is', () => {
    expect(fieldLabel('status')).toBe('상태');
    expect(fieldLabel('somethingNew')).toBe('somethingNew');
  });

  it('writes statuses by their target, times, money, flags and empty values', () => {
    expect(valueText('status', 'APPROVED', 'DEALER')).toBe('승인 (APPROVED)');
    expect(valueText('status', 'APPROVED', 'AUCTION')).toBe('대기중 (APPROVED)');
    expect(valueText('status', 'ODD', 'AUCTION')).toBe('ODD');
    expect(valueText('auctionStatus', 'RESERVATION', 'DEPOSIT')).toBe('거래일 조율중 (RESERVATION)');
    expect(valueText('role', 'STAFF', 'OPERATOR')).toBe('운영 담당 (STAFF)');
    expect(valueText('opensAt', '2026-03-16T00:00:00.000Z', 'AUCTION')).toBe('2026.03.16 09:00');
    expect(valueText('fee', 240000, 'DEAL')).toBe('240,000원');
    expect(valueText('banDays', 14, 'PENALTY')).toBe('14');
    expect(valueText('disabled', true, 'OPERATOR')).toBe('예');
    expect(valueText('reason', '', 'DEALER')).toBe('(빈 값)');
    expect(valueText('suspendedAt', null, 'DEALER')).toBe('(없음)');
    expect(valueText('pendingIdentity', { name: '김딜러' }, 'DEALER')).toBe('{"name":"김딜러"}');
  });

  it('lists every field of an update, a creation and a deletion', () => {
    expect(
      changeRows({
        targetType: 'DEALER',
        before: { status: 'AUDIT', reason: '' },
        after: { status: 'REJECTED', reason: '서류 불명확' },
      }),
    ).toEqual([
      { key: 'status', label: '상태', hint: 'status', before: '심사중 (AUDIT)', after: '반려 (REJECTED)' },
      { key: 'reason', label: '사유', hint: 'reason', before: '(빈 값)', after: '서류 불명확' },
    ]);
    expect(changeRows({ targetType: 'FAQ', before: null, after: { title: '질문' } })).toEqual([
      { key: 'title', label: '제목', hint: 'title', before: '(새로 생성)', after: '질문' },
    ]);
    expect(changeRows({ targetType: 'FAQ', before: { title: '질문' }, after: null })).toEqual([
      { key: 'title', label: '제목', hint: 'title', before: '질문', after: '(삭제됨)' },
    ]);
    expect(changeRows({ targetType: 'OUTBOX', before: null, after: null })).toEqual([]);
    expect(changeRows({ targetType: 'DEAL', before: { odd: 1 }, after: { odd: 2 } })).toEqual([
      { key: 'odd', label: 'odd', hint: undefined, before: '1', after: '2' },
    ]);
  });
});
