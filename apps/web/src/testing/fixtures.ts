// Whole answers of the routes web tests answer most (typed from the shared schemas, so a test's answer passes
// call()'s schema check); a test overrides only what it is about.
import type { AuctionDetail, DealActionResponse, DealDetail } from '@autobid/shared';

export function auctionDetailFixture(overrides: Partial<AuctionDetail> = {}): AuctionDetail {
  return {
    id: 7,
    status: 'PROGRESS',
    images: [],
    image: '',
    model: 'R1250GS',
    brand: null,
    year: 2020,
    fuel: '가솔린',
    accident: '무사고',
    endDate: null,
    region1: '서울특별시',
    region2: '강남구',
    mileage: 32_000,
    hopePrice: null,
    maxBiddingPrice: 0,
    bidderCount: 0,
    viewCount: 0,
    isLiked: false,
    color: '',
    condition: '',
    warrantyExpirationDate: '',
    region3: '',
    purpose: '',
    licensePlateDesuetude: '',
    officialIncome: '',
    secondaryKey: '',
    repair: '',
    structureChange: '',
    otherRepair: '',
    etc: '',
    vehicleType: 'MOTORBIKE',
    conditionReport: null,
    startAt: null,
    selectExpireAt: null,
    biddingPrice: 0,
    myBiddingId: null,
    hasBid: false,
    biddings: [],
    isWinner: false,
    fee: null,
    depositDeadline: null,
    reservedAt: null,
    user: null,
    deal: null,
    serverNow: new Date().toISOString(),
    ...overrides,
  };
}

export function dealDetailFixture(overrides: Partial<DealDetail> = {}): DealDetail {
  return {
    status: 'RESERVATION_COMPLETE',
    winningPrice: 12_000_000,
    fee: 290_000,
    depositDeadline: null,
    transfer: null,
    reservedAt: '2025-01-02T00:00:00+09:00',
    finalPrice: null,
    priceChangeReason: '',
    inspectionResult: '',
    inspectionImages: [],
    completedAt: null,
    canceledAt: null,
    cancelReason: '',
    hasReview: false,
    agreedPrice: null,
    claimStatus: null,
    ...overrides,
  };
}

/** The answer of a deal action (deals, code links, the seller's selection): where the deal now stands. */
export function dealActionFixture(overrides: Partial<DealActionResponse> = {}): DealActionResponse {
  return {
    auctionId: 7,
    status: 'DEALER_CONFIRM',
    fee: null,
    depositDeadline: null,
    reservedAt: null,
    penaltyExpiredAt: null,
    banDays: 0,
    ...overrides,
  };
}
