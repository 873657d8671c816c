import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SELLER_MESSAGES, api, type SellerBid } from '@autobid/shared';
import { BidList } from './bid-list';
import { recordDialogs, type DialogRecorder } from '@/testing/dialogs';
import { dealActionFixture } from '@/testing/fixtures';
import { answer, calls, refuse, renderApp } from '@/testing/harness';

const BIDS: SellerBid[] = [
  {
    id: 42,
    price: 152_500_000,
    biddingAt: '2026-11-24T04:27:41.616Z',
    isSelected: false,
    dealer: { name: '이*훈', agencyName: '상훈오토' },
    trust: {
      completedTrades: 12,
      cancelRate: 0.08,
      positiveReviews: 10,
      negativeReviews: 1,
      medianFinalToBidRatio: 0.98,
      recentTrades: 6,
      priceCutShare: 0.5,
      medianCutPercent: 3.2,
      disputesLost: 1,
      tier: 'STANDARD' as const,
    },
    expectedPrice: 147_600_000,
  },
  {
    id: 41,
    price: 6_970_000,
    biddingAt: '2026-11-23T21:36:58.759Z',
    isSelected: false,
    dealer: { name: '박*영', agencyName: '준영바이크' },
    trust: {
      completedTrades: 0,
      cancelRate: 0.3,
      positiveReviews: 0,
      negativeReviews: 0,
      medianFinalToBidRatio: null,
      recentTrades: 0,
      priceCutShare: null,
      medianCutPercent: null,
      disputesLost: 0,
      tier: 'STANDARD' as const,
    },
    expectedPrice: null,
  },
];

function renderList(canSelect: boolean) {
  renderApp(<BidList auctionId={23} bids={BIDS} canSelect={canSelect} />);
}

let dialogs: DialogRecorder;

beforeEach(() => {
  dialogs = recordDialogs();
  localStorage.setItem('sellerToken', 'seller');
});
afterEach(() => {
  dialogs.stop();
  localStorage.clear();
});

describe('BidList', () => {
  it('shows each bid in 만/억 and exact won with the dealer and the trust card', () => {
    renderList(false);
    const [first, second] = screen
      .getAllByRole('listitem', { name: undefined })
      .filter((item) => item.textContent.includes('위'));
    expect(first?.textContent).toContain('1억 5,250만원');
    expect(first?.textContent).toContain('152,500,000원');
    expect(first?.textContent).toContain('이*훈');
    expect(first?.textContent).toContain('상훈오토');
    const trust = within(first as HTMLElement).getByRole('list', { name: '딜러 신뢰 정보' });
    expect(trust.textContent).toContain('거래 완료 12건');
    expect(trust.textContent).toContain('취소율 8%');
    expect(trust.textContent).toContain('좋은 후기 10건, 나쁜 후기 1건');
    expect(trust.textContent).toContain('입찰가 대비 실거래 98%');
    expect(second?.textContent).toContain('입찰가 대비 실거래 기록 없음');
    expect(second?.textContent).toContain('최근 90일 거래 없음');
    expect(second?.textContent).not.toContain('분쟁 패소');
    expect(screen.getByText(/가격을 깎는 딜러는 이 숫자가 낮습니다/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /딜러 선택/ })).toBeNull();
  });

  it('adds the recent price cuts to the trust card and, with enough recent trades, the expected price', () => {
    renderList(false);
    const [first, second] = screen
      .getAllByRole('listitem', { name: undefined })
      .filter((item) => item.textContent.includes('위'));
    const trust = within(first as HTMLElement).getByRole('list', { name: '딜러 신뢰 정보' });
    for (const text of ['최근 90일 거래 6건', '감가 비율 50%', '중간 감가 3.2%', '분쟁 패소 1건']) {
      expect(within(trust).getByText(text)).toBeTruthy();
    }
    // Drawn as a caution in words (bold), not by colour alone: the count itself says it.
    expect(within(trust).getByText('분쟁 패소 1건').className).toMatch(/caution/);
    const expected = within(first as HTMLElement).getByText(/예상 수령액 약/);
    expect(expected.textContent).toBe('예상 수령액 약 1억 4,760만원 (147,600,000원)');
    expect(within(first as HTMLElement).getByText('이 딜러의 최근 감가를 반영한 금액')).toBeTruthy();
    // Too few recent trades: no expected price.
    expect(second?.textContent).not.toContain('예상 수령액');
  });

  it('selects a bid after the confirmation and says so', async () => {
    answer(api.sellers.select, dealActionFixture({ auctionId: 23, status: 'DEALER_CONFIRM' }));
    renderList(true);
    fireEvent.click(screen.getByRole('button', { name: '이 딜러 선택: 박*영 딜러, 697만원' }));
    const dialog = screen.getByRole('dialog', { name: '이 딜러를 선택할까요?' });
    expect(dialog.textContent).toContain('697만원');
    expect(calls()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: '선택하기' }));
    await waitFor(() => expect(dialogs.messages).toContain(SELLER_MESSAGES.selected));
    const [sent] = calls(api.sellers.select);
    expect(sent?.url.pathname).toBe('/api/v1/sellers/auctions/23/select');
    expect(sent?.body).toEqual({ biddingId: 41 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the dialog open with the refusal when the window has closed', async () => {
    refuse(api.sellers.select, { status: 409, message: '낙찰자를 선택할 수 있는 기간이 지났습니다.' });
    renderList(true);
    fireEvent.click(screen.getByRole('button', { name: '이 딜러 선택: 이*훈 딜러, 1억 5,250만원' }));
    fireEvent.click(screen.getByRole('button', { name: '선택하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe('낙찰자를 선택할 수 있는 기간이 지났습니다.');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(dialogs.messages).toEqual([]);
  });
});
