import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { DEAL_MESSAGES, type AuctionDetail, type DealDetail } from '@autobid/shared';
import { NOT_FOUND_MESSAGE } from '@/components/ui/status-view';
import { createQueryClient } from '@/lib/query-client';
import { DealCompletePage } from './deal-complete-page';
import { recordDialogs, type DialogRecorder } from '@/testing/dialogs';
import { auctionDetailFixture } from '@/testing/fixtures';
import { renderApp } from '@/testing/harness';

const fetchMock = vi.fn<typeof fetch>();

const deal: DealDetail = {
  status: 'RESERVATION_COMPLETE',
  winningPrice: 12_000_000,
  fee: 290_000,
  depositDeadline: null,
  transfer: null,
  // A past trade date: no early-trade confirmation is asked.
  reservedAt: '2025-01-02T00:00:00+09:00',
  finalPrice: null,
  priceChangeReason: '',
  inspectionResult: '',
  inspectionImages: [],
  completedAt: null,
  canceledAt: null,
  cancelReason: '',
  hasReview: false,
};

function detail(overrides: Partial<AuctionDetail> = {}): AuctionDetail {
  return auctionDetailFixture({
    status: 'RESERVATION_COMPLETE',
    isWinner: true,
    user: { name: '서하린', phone: '01091087109' },
    deal,
    ...overrides,
  });
}

function respond(status: number, data: unknown) {
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify({ code: status, message: '', data }), { status }),
  );
}

function renderPage() {
  renderApp(<DealCompletePage target={{ kind: 'id', id: 7 }} />, {
    path: '/deal/detail/7/complete',
    pattern: '/deal/detail/:id/complete',
    routes: { '/deal/list': <p>거래 내역 화면</p> },
    queryClient: createQueryClient(),
  });
}

let dialogs: DialogRecorder;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  dialogs = recordDialogs();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  dialogs.stop();
});

describe('DealCompletePage', () => {
  it('shows the not-found view before the trade date is fixed', async () => {
    respond(200, detail({ status: 'RESERVATION', deal: { ...deal, status: 'RESERVATION' } }));
    renderPage();
    expect(await screen.findByText(NOT_FOUND_MESSAGE)).toBeTruthy();
  });

  it('shows the not-found view to anyone but the winner', async () => {
    respond(200, detail({ isWinner: false, deal: null, user: null }));
    renderPage();
    expect(await screen.findByText(NOT_FOUND_MESSAGE)).toBeTruthy();
  });

  it('completes at the winning price, alerts and goes to the deal list', async () => {
    respond(200, detail());
    renderPage();
    expect(await screen.findByText('서하린 · 010-9108-7109')).toBeTruthy();
    respond(201, { url: '/uploads/one.png' });
    fireEvent.change(screen.getByLabelText('검수 사진 1'), {
      target: { files: [new File(['x'], 'one.png', { type: 'image/png' })] },
    });
    await screen.findByAltText('검수 사진 1 미리보기');
    respond(200, {
      auctionId: 7,
      status: 'COMPLETE',
      fee: 290_000,
      depositDeadline: null,
      reservedAt: null,
      penaltyExpiredAt: null,
      banDays: 0,
    });
    fireEvent.click(screen.getByRole('button', { name: '거래 완료' }));
    expect(await screen.findByText('거래 내역 화면')).toBeTruthy();
    expect(dialogs.messages).toContain(DEAL_MESSAGES.dealCompleted);
    const [url, init] = fetchMock.mock.calls[2] ?? [];
    expect(url).toBe('/api/v1/dealers/auction/7/complete');
    expect(JSON.parse(init?.body as string)).toMatchObject({
      finalPrice: 12_000_000,
      reason: '',
      inspectionImage1: '/uploads/one.png',
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
  });
});
