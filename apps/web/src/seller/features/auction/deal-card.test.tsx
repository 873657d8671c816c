import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { SellerDeal } from '@autobid/shared';
import { nextStep } from '../../lib/next-step';
import { DealCard } from './deal-card';

const LAPSED: SellerDeal = {
  status: 'DEALER_CANCELED',
  ended: 'DEPOSIT_EXPIRED',
  price: 6_000_000,
  dealer: { name: '박상우', agencyName: '상우모터스', phone: null, phoneNote: null },
  depositDeadline: '2026-11-24T05:00:00.000Z',
  reservedAt: null,
  completedAt: null,
  finalPrice: null,
  agreedPrice: null,
  titleTransfer: null,
  canConfirmTransfer: false,
  canObjectTransfer: false,
};

afterEach(cleanup);

describe('DealCard', () => {
  it('a deal whose fee window passed is tagged a cancelled deal and says why', () => {
    render(<DealCard deal={LAPSED} offsetMs={0} onCountdownEnd={() => undefined} />);
    expect(screen.getByText('거래 취소')).toBeTruthy();
    expect(screen.getByText('입금 기한 초과')).toBeTruthy();
    expect(screen.queryByText('경매 취소')).toBeNull();
    expect(screen.getByText(/박상우/).textContent).toContain('박상우 · 상우모터스');
  });

  it('a deal in force keeps its step label', () => {
    render(
      <DealCard
        deal={{ ...LAPSED, status: 'DEALER_CONFIRM', ended: null }}
        offsetMs={0}
        onCountdownEnd={() => undefined}
      />,
    );
    expect(screen.queryByText('거래 취소')).toBeNull();
    expect(screen.queryByText('취소 사유')).toBeNull();
    expect(screen.queryByText('합의 가격')).toBeNull();
  });

  it('shows the price agreed at the handover beside the winning one', () => {
    render(
      <DealCard
        deal={{ ...LAPSED, status: 'RESERVATION_COMPLETE', ended: null, agreedPrice: 5_670_000 }}
        offsetMs={0}
        onCountdownEnd={() => undefined}
      />,
    );
    expect(screen.getByText('합의 가격').nextElementSibling?.textContent).toBe('567만원 (5,670,000원)');
    expect(screen.getByText('낙찰 금액').nextElementSibling?.textContent).toBe('600만원 (6,000,000원)');
  });
});

describe('the closed listing line', () => {
  const closed = (dealEnded: SellerDeal['ended'] | undefined) =>
    nextStep({ status: 'DEALER_CANCELED', endDate: null, selectExpireAt: null, bidderCount: 0, dealEnded })
      .text;
  it('says what ended the deal', () => {
    expect(closed('DEPOSIT_EXPIRED')).toBe('딜러가 수수료 입금 기한을 넘겨 거래가 취소되었습니다');
    expect(closed('DEALER_CANCELED')).toBe('딜러가 거래를 취소했습니다');
    expect(closed(undefined)).toBe('낙찰 딜러와의 거래가 취소되었습니다');
  });
});
