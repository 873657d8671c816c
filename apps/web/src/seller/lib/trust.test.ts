import { describe, expect, it } from 'vitest';
import { cutPercentText, percentText, trustItems, trustLine } from './trust';

const trust = {
  completedTrades: 12,
  cancelRate: 0.08,
  positiveReviews: 10,
  negativeReviews: 1,
  medianFinalToBidRatio: 0.98,
  recentTrades: 5,
  priceCutShare: 0.2,
  medianCutPercent: 0,
  disputesLost: 0,
  tier: 'STANDARD' as const,
};

describe('trust card', () => {
  it('reads as one line, the recent price cuts last', () => {
    expect(trustLine(trust)).toBe(
      '거래 완료 12건 · 취소율 8% · 후기 👍10 👎1 · 입찰가 대비 실거래 98% · ' +
        '최근 90일 거래 5건 · 감가 비율 20% · 중간 감가 0%',
    );
  });

  it('says so when the dealer has no completed trade yet, and none in the recent window', () => {
    expect(
      trustLine({
        ...trust,
        completedTrades: 0,
        medianFinalToBidRatio: null,
        recentTrades: 0,
        priceCutShare: null,
        medianCutPercent: null,
      }),
    ).toBe('거래 완료 0건 · 취소율 8% · 후기 👍10 👎1 · 입찰가 대비 실거래 기록 없음 · 최근 90일 거래 없음');
  });

  it('counts the disputes lost only when there are some', () => {
    expect(trustLine({ ...trust, disputesLost: 2 })).toContain('중간 감가 0% · 분쟁 패소 2건');
    expect(
      trustLine({ ...trust, recentTrades: 0, priceCutShare: null, medianCutPercent: null, disputesLost: 1 }),
    ).toContain('최근 90일 거래 없음 · 분쟁 패소 1건');
    expect(trustLine(trust)).not.toContain('분쟁');
  });

  it('marks a high cancel rate, a low final-to-bid ratio, mostly bad reviews and frequent or deep cuts', () => {
    const cautions = trustItems({
      ...trust,
      cancelRate: 0.25,
      medianFinalToBidRatio: 0.87,
      positiveReviews: 1,
      negativeReviews: 4,
      priceCutShare: 0.6,
      medianCutPercent: 7.5,
      disputesLost: 1,
      tier: 'STANDARD' as const,
    })
      .filter((item) => item.isCaution)
      .map((item) => item.key);
    expect(cautions).toEqual([
      'cancelRate',
      'reviews',
      'medianFinalToBidRatio',
      'priceCutShare',
      'medianCutPercent',
      'disputesLost',
    ]);
    expect(trustItems(trust).some((item) => item.isCaution)).toBe(false);
  });

  it('gives the reviews a reading without symbols', () => {
    expect(trustItems(trust).find((item) => item.key === 'reviews')?.label).toBe(
      '좋은 후기 10건, 나쁜 후기 1건',
    );
  });

  it('rounds percentages; the median cut keeps its decimal', () => {
    expect(percentText(0)).toBe('0%');
    expect(percentText(0.083)).toBe('8%');
    expect(percentText(0.985)).toBe('99%');
    expect(percentText(1)).toBe('100%');
    expect(cutPercentText(4.5)).toBe('4.5%');
    expect(cutPercentText(3)).toBe('3%');
  });
});
