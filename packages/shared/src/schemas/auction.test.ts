import { describe, expect, it } from 'vitest';
import { AUCTION_STATUSES } from '../enums';
import {
  auctionListQuery,
  BID_RESULT_LABELS,
  bidResult,
  panelState,
  placeBidRequest,
  recommendedPriceRange,
  AUCTION_MESSAGES,
} from './auction';

const now = new Date('2026-11-22T00:00:00Z');
const future = '2026-11-23T00:00:00Z';
const past = '2026-11-21T00:00:00Z';

describe('panel state for every status', () => {
  it('maps each status for a winner, a losing bidder and a non-bidder', () => {
    for (const status of AUCTION_STATUSES) {
      for (const viewer of [
        { isWinner: true, hasBid: true },
        { isWinner: false, hasBid: true },
        { isWinner: false, hasBid: false },
      ]) {
        expect(panelState({ status, ...viewer, selectExpireAt: future, now })).toBeTruthy();
      }
    }
    expect(
      panelState({ status: 'PROGRESS', isWinner: false, hasBid: false, selectExpireAt: null, now }),
    ).toBe('BIDDING');
    expect(
      panelState({ status: 'APPROVED', isWinner: false, hasBid: false, selectExpireAt: null, now }),
    ).toBe('WAITING');
    expect(
      panelState({ status: 'TIME_EXPIRED', isWinner: false, hasBid: true, selectExpireAt: future, now }),
    ).toBe('SELECTING');
    expect(
      panelState({ status: 'TIME_EXPIRED', isWinner: false, hasBid: true, selectExpireAt: past, now }),
    ).toBe('UNSUCCESSFUL');
    expect(
      panelState({ status: 'TIME_EXPIRED', isWinner: false, hasBid: false, selectExpireAt: future, now }),
    ).toBe('ENDED');
    expect(
      panelState({ status: 'DEALER_DEPOSIT', isWinner: true, hasBid: true, selectExpireAt: past, now }),
    ).toBe('DEALER_DEPOSIT');
    expect(
      panelState({ status: 'DEALER_DEPOSIT', isWinner: false, hasBid: true, selectExpireAt: past, now }),
    ).toBe('UNSUCCESSFUL');
    expect(
      panelState({ status: 'COMPLETE', isWinner: false, hasBid: false, selectExpireAt: past, now }),
    ).toBe('ENDED');
    expect(
      panelState({ status: 'TRANSACTION', isWinner: true, hasBid: true, selectExpireAt: past, now }),
    ).toBe('COMPLETE');
    expect(
      panelState({ status: 'USER_CANCELED', isWinner: false, hasBid: true, selectExpireAt: past, now }),
    ).toBe('UNSUCCESSFUL');
  });
});

describe('bid result', () => {
  const base = {
    status: 'TIME_EXPIRED' as const,
    isSelected: false,
    price: 900_000,
    maxBiddingPrice: 1_000_000,
    selectExpireAt: future,
    now,
  };
  it('classes bids by the docs/domain.md rules', () => {
    expect(bidResult({ ...base, isSelected: true })).toBe('WON');
    expect(bidResult({ ...base, status: 'PROGRESS' })).toBe('PROGRESS');
    expect(bidResult(base)).toBe('SELECTING');
    expect(bidResult({ ...base, price: 840_000 })).toBe('LOST');
    expect(bidResult({ ...base, price: 850_000 })).toBe('SELECTING');
    expect(bidResult({ ...base, selectExpireAt: past })).toBe('LOST');
    expect(bidResult({ ...base, status: 'COMPLETE' })).toBe('LOST');
  });

  it('calls a lost bid 패찰 (유찰 is a vehicle that did not sell)', () => {
    expect(BID_RESULT_LABELS).toEqual({
      PROGRESS: '진행중',
      SELECTING: '낙찰자 선정중',
      WON: '낙찰',
      LOST: '패찰',
    });
  });
});

describe('bid request and recommended range', () => {
  it('accepts whole multiples of 10,000 won within bounds', () => {
    expect(placeBidRequest.safeParse({ price: 1_230_000 }).success).toBe(true);
    expect(placeBidRequest.safeParse({ price: 1_235_000 }).error?.issues[0]?.message).toBe(
      AUCTION_MESSAGES.priceUnit,
    );
    expect(placeBidRequest.safeParse({ price: 0 }).error?.issues[0]?.message).toBe(
      AUCTION_MESSAGES.priceRange,
    );
    expect(placeBidRequest.safeParse({ price: 10_000_000_000 }).error?.issues[0]?.message).toBe(
      AUCTION_MESSAGES.priceRange,
    );
    expect(placeBidRequest.safeParse({ price: '100000' }).error?.issues[0]?.message).toBe(
      AUCTION_MESSAGES.priceRequired,
    );
    expect(placeBidRequest.safeParse({}).error?.issues[0]?.message).toBe(AUCTION_MESSAGES.priceRequired);
  });

  it('ranges from 85% to 100% of hopePrice', () => {
    expect(recommendedPriceRange(null)).toBeNull();
    expect(recommendedPriceRange(0)).toBeNull();
    expect(recommendedPriceRange(2_600_000)).toEqual({ min: 2_210_000, max: 2_600_000 });
    expect(recommendedPriceRange(2_650_000)).toEqual({ min: 2_260_000, max: 2_650_000 });
  });
});

describe('auction list query', () => {
  it('parses the filter query string', () => {
    expect(
      auctionListQuery.parse({
        brandIds: '1,2, 3',
        regions: '서울특별시,경기도',
        repair: 'false',
        purpose: 'ROAD',
      }),
    ).toEqual({
      page: 1,
      size: 12,
      brandIds: [1, 2, 3],
      regions: ['서울특별시', '경기도'],
      repair: 'false',
      purpose: 'ROAD',
    });
    expect(auctionListQuery.parse({})).toMatchObject({ brandIds: [], regions: [] });
    expect(auctionListQuery.safeParse({ brandIds: '1,abc' }).success).toBe(false);
    expect(auctionListQuery.safeParse({ purpose: 'SKY' }).success).toBe(false);
  });
});
