import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DEAL_MESSAGES, PRICE_CLAIM_MESSAGES, api, type AuctionDetail } from '@autobid/shared';
import { NOT_FOUND_MESSAGE } from '@/components/ui/status-view';
import { DealCompletePage } from './deal-complete-page';
import { recordDialogs, type DialogRecorder } from '@/testing/dialogs';
import { auctionDetailFixture, dealActionFixture, dealDetailFixture } from '@/testing/fixtures';
import { answer, calls, refuse, renderApp } from '@/testing/harness';
import { dealerClaimFixture, priceClaimsViewFixture } from '@/testing/price-claim-fixtures';

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
    user: { name: '서하린', phone: '0507-1234-5678', phoneNote: null },
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

/** One inspection photo through the shared uploader. */
async function uploadFirstPhoto() {
  answer(api.files.upload, { url: '/uploads/one.png' });
  fireEvent.change(screen.getByLabelText('검수 사진 1'), {
    target: { files: [new File(['x'], 'one.png', { type: 'image/png' })] },
  });
  await screen.findByAltText('검수 사진 1 미리보기');
}

let dialogs: DialogRecorder;

beforeEach(() => {
  dialogs = recordDialogs();
});

afterEach(() => {
  dialogs.stop();
  vi.useRealTimers();
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
    expect(await screen.findByText('서하린 · 0507-1234-5678 (안심번호)')).toBeTruthy();
    await uploadFirstPhoto();
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

  it("asks about an early trade by the server's clock (the detail's serverNow), not the device's", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // The phone says 02:00 on the trade date; the server, 4 hours behind it, 22:00 the day before.
    vi.setSystemTime(new Date('2025-03-07T02:00:00+09:00'));
    answer(
      api.auctions.detail,
      detail({
        deal: { ...deal, reservedAt: '2025-03-07T00:00:00+09:00' },
        serverNow: '2025-03-06T22:00:00+09:00',
      }),
    );
    renderPage();
    expect(await screen.findByRole('checkbox', { name: /\(2025\.03\.07\) 전에 거래했습니다/ })).toBeTruthy();
  });

  it("asks nothing once the server's clock reached the trade date, though the device's has not", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // The phone says 22:00 the day before; the server, 4 hours ahead of it, 02:00 on the trade date.
    vi.setSystemTime(new Date('2025-03-06T22:00:00+09:00'));
    answer(
      api.auctions.detail,
      detail({
        deal: { ...deal, reservedAt: '2025-03-07T00:00:00+09:00' },
        serverNow: '2025-03-07T02:00:00+09:00',
      }),
    );
    renderPage();
    expect(await screen.findByText('서하린 · 0507-1234-5678 (안심번호)')).toBeTruthy();
    expect(screen.getByRole('button', { name: '거래 완료' })).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('with an accepted claim: the claim, the agreed price in the summary, and completes at it', async () => {
    answer(
      api.auctions.detail,
      detail({ deal: { ...deal, agreedPrice: 11_850_000, claimStatus: 'ACCEPTED' } }),
    );
    answer(
      api.priceClaims.view,
      priceClaimsViewFixture({
        agreedPrice: 11_850_000,
        canClaim: false,
        claims: [dealerClaimFixture({ status: 'ACCEPTED' })],
      }),
    );
    renderPage();
    expect(await screen.findByText(/판매자가 감가 요청에 동의했습니다/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('합의 가격').value).toBe('1185');
    await uploadFirstPhoto();
    answer(api.deals.complete, dealActionFixture({ auctionId: 7, status: 'COMPLETE', fee: 290_000 }));
    fireEvent.click(screen.getByRole('button', { name: '거래 완료' }));
    expect(await screen.findByText('거래 내역 화면')).toBeTruthy();
    expect(calls(api.deals.complete)[0]?.body).toMatchObject({ finalPrice: 11_850_000, reason: '' });
  });

  it('a price the claim rule refuses: the server message, and the deal read again', async () => {
    answer(api.auctions.detail, detail());
    renderPage();
    await screen.findByText('서하린 · 0507-1234-5678 (안심번호)');
    await uploadFirstPhoto();
    refuse(api.deals.complete, {
      status: 409,
      errorCode: 'PRICE_ADJUSTMENT_REQUIRED',
      message: PRICE_CLAIM_MESSAGES.completeWhileOpen,
    });
    // Meanwhile the dealer sent a claim from another device: the form learns it waits.
    answer(api.auctions.detail, detail({ deal: { ...deal, claimStatus: 'OPEN' } }));
    answer(api.priceClaims.view, priceClaimsViewFixture({ canClaim: false, claims: [dealerClaimFixture()] }));
    fireEvent.click(screen.getByRole('button', { name: '거래 완료' }));
    await waitFor(() => expect(dialogs.messages).toContain(PRICE_CLAIM_MESSAGES.completeWhileOpen));
    expect(await screen.findByRole('region', { name: '감가 요청' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(PRICE_CLAIM_MESSAGES.completeWhileOpen);
    expect(dialogs.messages).not.toContain(DEAL_MESSAGES.dealCompleted);
  });
});
