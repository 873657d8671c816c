import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { api, type DealListItem } from '@autobid/shared';
import { dealNextStep } from '@/lib/deal-next-step';
import { answer, calls, failNetwork, renderApp } from '@/testing/harness';
import { DealCard, dealTone, reservedDateText } from './deal-card';

afterEach(() => {
  vi.useRealTimers();
});

const item: DealListItem = {
  id: 31,
  status: 'RESERVATION_COMPLETE',
  images: [
    { type: 'MAIN', image: '/uploads/main.png' },
    { type: 'RIGHT_SIDE', image: '/uploads/right.png' },
  ],
  image: '/uploads/main.png',
  model: 'CBR650R',
  brand: { id: 1, name: '혼다', logo: '/uploads/honda.png', vehicleType: 'MOTORBIKE' },
  year: 2021,
  fuel: 'GASOLINE',
  accident: '없음',
  endDate: '2025-03-01T00:00:00.000Z',
  region1: '서울특별시',
  region2: '강남구',
  mileage: 12345,
  hopePrice: 9_000_000,
  maxBiddingPrice: 8_500_000,
  bidderCount: 3,
  viewCount: 1204,
  isLiked: false,
  ownerConsentConfirmed: false,
  winningPrice: 8_500_000,
  finalPrice: null,
  // Midnight in Seoul, 15:00 UTC the day before.
  reservedAt: '2025-03-06T15:00:00.000Z',
  completedAt: null,
  fee: 240_000,
  depositDeadline: null,
};

/** The dashboard (the deal list's source of the server's clock) answering with the server's clock at `serverNow`. */
function serverClockAt(serverNow: string) {
  answer(api.dealers.dashboard, {
    likeCount: 0,
    biddingCount: 0,
    successfulBiddingCount: 1,
    progressCount: 1,
    dealTasks: [],
    serverNow,
  });
}

/** A deal waiting for the fee until `depositDeadline`. */
const waitingForFee = (depositDeadline: string): DealListItem => ({
  ...item,
  status: 'DEALER_DEPOSIT',
  reservedAt: null,
  depositDeadline,
});

describe('reservedDateText', () => {
  it('reads the trade date on the Seoul calendar, or "-" before one is fixed', () => {
    expect(reservedDateText('2025-03-06T15:00:00.000Z')).toBe('2025.03.07');
    expect(reservedDateText(null)).toBe('-');
  });
});

describe('dealTone', () => {
  it('groups open, finished and cancelled deals', () => {
    expect(dealTone('DEALER_DEPOSIT')).toBe('active');
    expect(dealTone('COMPLETE')).toBe('done');
    expect(dealTone('TRANSACTION_DELAY')).toBe('done');
    expect(dealTone('DEALER_CANCELED')).toBe('canceled');
  });
});

describe('DealCard', () => {
  it('shows the side photo, facts, status, trade date, price and counts, and opens the deal detail', () => {
    const { container } = renderApp(<DealCard item={item} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/uploads/right.png');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/deal/detail/31');
    for (const text of [
      'CBR650R',
      '2021년',
      '거래일 확정',
      '2025.03.07',
      '8,500,000원',
      '조회 1,204',
      '입찰 3명',
      '12,345km',
    ]) {
      expect(screen.getAllByText(text, { exact: false }).length).toBeGreaterThan(0);
    }
  });
});

describe('the next step on the card', () => {
  it('says what the dealer must do in each step the dealer owns, nothing otherwise', () => {
    expect(dealNextStep({ status: 'DEALER_CONFIRM', fee: null })).toBe('낙찰을 확정해주세요');
    expect(dealNextStep({ status: 'DEALER_DEPOSIT', fee: 240_000 })).toBe('수수료 240,000원을 입금해주세요');
    expect(dealNextStep({ status: 'RESERVATION', fee: 240_000 })).toBe(
      '판매자와 통화 후 거래 날짜를 정해주세요',
    );
    expect(dealNextStep({ status: 'RESERVATION_COMPLETE', fee: 240_000 })).toBe(
      '거래 후 거래 완료를 등록해주세요',
    );
    for (const status of ['COMPLETE', 'TRANSACTION', 'DEALER_CANCELED', 'TIME_EXPIRED'] as const) {
      expect(dealNextStep({ status, fee: 240_000 })).toBeNull();
    }
  });

  it('counts down to the fee deadline while the fee is due, and tells the list when it passes', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2025-03-01T01:00:00.000Z'));
    serverClockAt('2025-03-01T01:00:00.000Z');
    const onDeadline = vi.fn();
    renderApp(<DealCard item={waitingForFee('2025-03-01T01:49:12.000Z')} onDeadline={onDeadline} />);
    expect(screen.getByText('할 일')).toBeTruthy();
    expect(screen.getByText('수수료 240,000원을 입금해주세요')).toBeTruthy();
    expect(await screen.findByText('00:49:12')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(49 * 60_000 + 12_000);
    });
    expect(screen.getByText('00:00:00')).toBeTruthy();
    expect(onDeadline).toHaveBeenCalledTimes(1);
  });

  it("counts on the server's clock when the device's is hours behind", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    // The phone says 01:00; the server says 04:00 and the fee is due at 04:49:12.
    vi.setSystemTime(new Date('2025-03-01T01:00:00.000Z'));
    serverClockAt('2025-03-01T04:00:00.000Z');
    renderApp(<DealCard item={waitingForFee('2025-03-01T04:49:12.000Z')} />);
    expect(await screen.findByText('00:49:12')).toBeTruthy();
    expect(screen.queryByText('03:49:12')).toBeNull();
  });

  it("counts on the server's clock when the device's is hours ahead, and does not end early", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    // The phone says 04:00, already past the deadline; the server says 01:00: 49 minutes are left.
    vi.setSystemTime(new Date('2025-03-01T04:00:00.000Z'));
    serverClockAt('2025-03-01T01:00:00.000Z');
    const onDeadline = vi.fn();
    renderApp(<DealCard item={waitingForFee('2025-03-01T01:49:12.000Z')} onDeadline={onDeadline} />);
    expect(await screen.findByText('00:49:12')).toBeTruthy();
    expect(onDeadline).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(49 * 60_000 + 12_000);
    });
    expect(screen.getByText('00:00:00')).toBeTruthy();
    expect(onDeadline).toHaveBeenCalledTimes(1);
  });

  it("falls back to the device's clock when the server's cannot be read", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2025-03-01T01:00:00.000Z'));
    failNetwork(api.dealers.dashboard);
    renderApp(<DealCard item={waitingForFee('2025-03-01T01:49:12.000Z')} />);
    expect(await screen.findByText('00:49:12', {}, { timeout: 5_000 })).toBeTruthy();
  });

  it("shows no countdown once the fee is paid, and asks for no server's clock", () => {
    renderApp(<DealCard item={{ ...item, status: 'RESERVATION', reservedAt: null }} />);
    expect(screen.getByText('판매자와 통화 후 거래 날짜를 정해주세요')).toBeTruthy();
    expect(screen.queryByText(/입금 마감까지/)).toBeNull();
    expect(calls(api.dealers.dashboard)).toEqual([]);
  });

  it('calls a finished trade "거래 완료", never "종료"', () => {
    renderApp(<DealCard item={{ ...item, status: 'COMPLETE', finalPrice: 8_500_000 }} />);
    expect(screen.getByText('거래 완료')).toBeTruthy();
    expect(screen.queryByText('종료')).toBeNull();
  });
});
