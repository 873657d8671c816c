import { describe, expect, it } from 'vitest';
import { isBanned } from './ban';
import { bidCancelPenaltyText } from './penalty';

describe('isBanned', () => {
  const now = Date.parse('2026-05-01T00:00:00Z');
  it('is true only while the end lies ahead', () => {
    expect(isBanned('2026-05-01T00:00:01Z', now)).toBe(true);
    expect(isBanned('2026-05-01T00:00:00Z', now)).toBe(false);
    expect(isBanned(null, now)).toBe(false);
    expect(isBanned('not a date', now)).toBe(false);
  });
});

describe('bidCancelPenaltyText', () => {
  it('says the free cancellation, or the days and the end in Korea time, before and after', () => {
    expect(bidCancelPenaltyText({ banDays: 0, expiresAt: null }, 'preview')).toBe(
      '이번 1회는 페널티 없음: 입찰 및 거래 제한 없이 취소됩니다.',
    );
    expect(bidCancelPenaltyText({ banDays: 0, expiresAt: null }, 'done')).toBe(
      '이번 1회는 페널티 없음: 입찰 및 거래 제한 없이 취소되었습니다.',
    );
    expect(bidCancelPenaltyText({ banDays: 7, expiresAt: '2026-05-08T00:00:00Z' }, 'preview')).toBe(
      '취소하면 7일간 입찰 및 거래가 제한됩니다 (2026.05.08 09:00까지).',
    );
    expect(bidCancelPenaltyText({ banDays: 14, expiresAt: '2026-05-15T03:30:00Z' }, 'done')).toBe(
      '14일간 입찰 및 거래가 제한됩니다 (2026.05.15 12:30까지).',
    );
  });
});
