import { describe, expect, it } from 'vitest';
import { auctionOpensAt, listingSubmittedNotice } from './auction-opening';

describe('auctionOpensAt', () => {
  it.each([
    ['before 09:00 Seoul: the same morning', '2026-11-20T08:59:59+09:00', '2026-11-20T09:00:00+09:00'],
    ['just after midnight Seoul: the same morning', '2026-11-20T00:00:01+09:00', '2026-11-20T09:00:00+09:00'],
    ['at 09:00 exactly: the next morning', '2026-11-20T09:00:00+09:00', '2026-11-21T09:00:00+09:00'],
    ['in the afternoon: the next morning', '2026-11-20T15:30:00+09:00', '2026-11-21T09:00:00+09:00'],
    ['late at night: the next morning', '2026-11-20T23:59:59+09:00', '2026-11-21T09:00:00+09:00'],
    ['across a month end', '2026-11-30T10:00:00+09:00', '2026-12-01T09:00:00+09:00'],
  ])('%s', (_case, at, opens) => {
    expect(auctionOpensAt(at).toISOString()).toBe(new Date(opens).toISOString());
  });

  it('says the opening of a submission as if approved at once', () => {
    expect(listingSubmittedNotice('2026-11-20T07:00:00+09:00')).toBe(
      '심사를 요청했습니다. 승인 후 첫 오전 9시에 경매가 시작됩니다 (지금 승인되면 2026.11.20 09:00).',
    );
  });
});
