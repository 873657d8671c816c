import { describe, expect, it } from 'vitest';
import type { DashboardDay } from '@autobid/shared';
import { tradeRateLines, tradeRateSummary } from './trade-rate';

const day = (ended: number, decided: number, traded: number): DashboardDay => ({
  day: '2026-03-08',
  listingsOpened: 0,
  bids: 0,
  auctionsEnded: ended,
  auctionsDecided: decided,
  auctionsTraded: traded,
  tradeRate: decided === 0 ? null : traded / decided,
  feesPaid: 0,
  feesRefunded: 0,
  feeRevenue: 0,
});

describe('trade rate texts', () => {
  it('rates a day by its settled auctions and says how many still wait', () => {
    expect(tradeRateLines(day(6, 4, 1))).toEqual([
      '성사율 25%',
      '결과가 난 4건 중 거래 완료 1건',
      '결과 대기 2건 제외',
    ]);
    expect(tradeRateLines(day(2, 2, 2))).toEqual(['성사율 100%', '결과가 난 2건 중 거래 완료 2건']);
    expect(tradeRateLines(day(3, 0, 0))).toEqual(['종료 3건 모두 결과 대기']);
    expect(tradeRateLines(day(0, 0, 0))).toEqual(['이날 종료된 경매 없음']);
  });

  it('sums the 30 days over the settled auctions only', () => {
    expect(tradeRateSummary([day(6, 4, 1), day(3, 0, 0), day(2, 2, 2)])).toBe('30일 평균 50% (3/6건)');
    expect(tradeRateSummary([day(3, 0, 0)])).toBe('결과가 난 경매 없음');
  });
});
