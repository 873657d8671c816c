import { describe, expect, it } from 'vitest';
import { amountInWords, bidWarnings, isOutbid } from './bid-check';

describe('amountInWords', () => {
  it('gives the grouped amount and the exact won', () => {
    expect(amountInWords(30_000_000)).toBe('3,000만원 (30,000,000원)');
    expect(amountInWords(123_000_000)).toBe('1억 2,300만원 (123,000,000원)');
    expect(amountInWords(4_750_000)).toBe('475만원 (4,750,000원)');
  });
});

describe('bidWarnings', () => {
  const base = { hopePrice: 5_400_000, maxBiddingPrice: 4_750_000 };

  it('warns twice for the fat-fingered 3,000만원 on a 540만 hope and a 475만 top', () => {
    expect(bidWarnings({ ...base, price: 30_000_000 })).toEqual([
      '희망가 540만원의 150%를 넘는 금액입니다.',
      '최고 입찰가 475만원의 150%를 넘는 금액입니다.',
    ]);
  });

  it('says nothing for a usual amount, and holds the 150% and 50% lines exactly', () => {
    expect(bidWarnings({ ...base, price: 5_000_000 })).toEqual([]);
    // 150% of the top (712.5만) and 50% of it (237.5만): at the line nothing, past it a warning.
    expect(bidWarnings({ ...base, price: 7_120_000 })).toEqual([]);
    expect(bidWarnings({ ...base, price: 7_130_000 })).toEqual([
      '최고 입찰가 475만원의 150%를 넘는 금액입니다.',
    ]);
    expect(bidWarnings({ ...base, price: 2_380_000 })).toEqual([]);
    expect(bidWarnings({ ...base, price: 2_370_000 })).toEqual([
      '최고 입찰가 475만원의 50%에 못 미치는 금액입니다.',
    ]);
    expect(bidWarnings({ hopePrice: 5_400_000, maxBiddingPrice: 0, price: 8_100_000 })).toEqual([]);
    expect(bidWarnings({ hopePrice: 5_400_000, maxBiddingPrice: 0, price: 8_110_000 })).toEqual([
      '희망가 540만원의 150%를 넘는 금액입니다.',
    ]);
  });

  it('asks nothing of a missing hope price or a first bid', () => {
    expect(bidWarnings({ hopePrice: null, maxBiddingPrice: 0, price: 990_000_000 })).toEqual([]);
    expect(bidWarnings({ hopePrice: 0, maxBiddingPrice: 0, price: 10_000 })).toEqual([]);
  });
});

describe('isOutbid', () => {
  it('is true only for an active bid below the top', () => {
    expect(isOutbid({ biddingPrice: 4_750_000, maxBiddingPrice: 5_000_000 })).toBe(true);
    expect(isOutbid({ biddingPrice: 5_000_000, maxBiddingPrice: 5_000_000 })).toBe(false);
    expect(isOutbid({ biddingPrice: 0, maxBiddingPrice: 5_000_000 })).toBe(false);
  });
});
