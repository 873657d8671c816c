import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DEAL_MESSAGES, api, type AuctionDetail } from '@autobid/shared';
import { NOT_FOUND_MESSAGE } from '@/components/ui/status-view';
import { DealCompletePage } from './deal-complete-page';
import { recordDialogs, type DialogRecorder } from '@/testing/dialogs';
import { auctionDetailFixture, dealActionFixture, dealDetailFixture } from '@/testing/fixtures';
import { answer, calls, renderApp } from '@/testing/harness';

const deal = dealDetailFixture({
  status: 'RESERVATION_COMPLETE',
  winningPrice: 12_000_000,
  fee: 290_000,
  // A past trade date: no early-trade confirmation is asked.
  reservedAt: '2025-01-02T00:00:00+09:00',
});

function detail(overrides: Partial<AuctionDetail> = {}): AuctionDetail {
  return auctionDetailFixture({
    status: 'RESERVATION_COMPLETE',
    isWinner: true,
    user: { name: '서하린', phone: '01091087109' },
    deal,
    ...overrides,
  });
}

function renderPage() {
  renderApp(<DealCompletePage target={{ kind: 'id', id: 7 }} />, {
    path: '/deal/detail/7/complete',
    pattern: '/deal/detail/:id/complete',
    routes: { '/deal/list': <p>거래 내역 화면</p> },
  });
}

let dialogs: DialogRecorder;

beforeEach(() => {
  dialogs = recordDialogs();
});

afterEach(() => {
  dialogs.stop();
});

describe('DealCompletePage', () => {
  it('shows the not-found view before the trade date is fixed', async () => {
    answer(api.auctions.detail, detail({ status: 'RESERVATION', deal: { ...deal, status: 'RESERVATION' } }));
    renderPage();
    expect(await screen.findByText(NOT_FOUND_MESSAGE)).toBeTruthy();
  });

  it('shows the not-found view to anyone but the winner', async () => {
    answer(api.auctions.detail, detail({ isWinner: false, deal: null, user: null }));
    renderPage();
    expect(await screen.findByText(NOT_FOUND_MESSAGE)).toBeTruthy();
  });

  it('completes at the winning price, alerts and goes to the deal list', async () => {
    answer(api.auctions.detail, detail());
    renderPage();
    expect(await screen.findByText('서하린 · 010-9108-7109')).toBeTruthy();
    answer(api.files.upload, { url: '/uploads/one.png' });
    fireEvent.change(screen.getByLabelText('검수 사진 1'), {
      target: { files: [new File(['x'], 'one.png', { type: 'image/png' })] },
    });
    await screen.findByAltText('검수 사진 1 미리보기');
    answer(api.deals.complete, dealActionFixture({ auctionId: 7, status: 'COMPLETE', fee: 290_000 }));
    fireEvent.click(screen.getByRole('button', { name: '거래 완료' }));
    expect(await screen.findByText('거래 내역 화면')).toBeTruthy();
    expect(dialogs.messages).toContain(DEAL_MESSAGES.dealCompleted);
    const [sent] = calls(api.deals.complete);
    expect(sent?.url.pathname).toBe('/api/v1/dealers/auction/7/complete');
    expect(sent?.body).toMatchObject({
      finalPrice: 12_000_000,
      reason: '',
      inspectionImage1: '/uploads/one.png',
    });
    await waitFor(() => expect(calls()).toHaveLength(3));
  });
});
