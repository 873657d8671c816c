import { describe, expect, it } from 'vitest';
import { percentText, trustItems, trustLine } from './trust';

const trust = {
  completedTrades: 12,
  cancelRate: 0.08,
  positiveReviews: 10,
  negativeReviews: 1,
  medianFinalToBidRatio: 0.98,
};

describe('trust card', () => {
  it('reads as one line', () => {
    expect(trustLine(trust)).toBe('거래 완료 12건 · 취소율 8% · 후기 👍10 👎1 · 입찰가 대비 실거래 98%');
  });

  it('says so when the dealer has no completed trade yet', () => {
    expect(trustLine({ ...trust, completedTrades: 0, medianFinalToBidRatio: null })).toBe(
      '거래 완료 0건 · 취소율 8% · 후기 👍10 👎1 · 입찰가 대비 실거래 기록 없음',
    );
  });

  it('marks a high cancel rate, a low final-to-bid ratio and mostly bad reviews', () => {
    const cautions = trustItems({
      ...trust,
      cancelRate: 0.25,
      medianFinalToBidRatio: 0.87,
      positiveReviews: 1,
      negativeReviews: 4,
    })
      .filter((item) => item.isCaution)
      .map((item) => item.key);
    expect(cautions).toEqual(['cancelRate', 'reviews', 'medianFinalToBidRatio']);
    expect(trustItems(trust).some((item) => item.isCaution)).toBe(false);
  });

  it('gives the reviews a reading without symbols', () => {
    expect(trustItems(trust).find((item) => item.key === 'reviews')?.label).toBe(
      '좋은 후기 10건, 나쁜 후기 1건',
    );
  });

  it('rounds percentages', () => {
    expect(percentText(0)).toBe('0%');
    expect(percentText(0.083)).toBe('8%');
    expect(percentText(0.985)).toBe('99%');
    expect(percentText(1)).toBe('100%');
  });
});
