import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { FeeDueNotice } from './fee-due-notice';

const fetchMock = vi.fn<typeof fetch>();

function respond(data: unknown) {
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify({ code: 200, message: '성공', data }), { status: 200 }),
  );
}

function renderNotice() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <FeeDueNotice />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const counters = { likeCount: 0, biddingCount: 0, successfulBiddingCount: 1, progressCount: 1 };

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('FeeDueNotice', () => {
  it('shows each deal waiting for the fee with the fee, the countdown by the server clock and the way to pay', async () => {
    // The server's clock is 10 minutes ahead of this browser's: 30 minutes are left by the server's.
    const serverNow = new Date(Date.now() + 10 * 60_000);
    respond({
      ...counters,
      feeDue: [
        {
          auctionId: 25,
          model: 'PCX125',
          fee: 170_000,
          depositDeadline: new Date(serverNow.getTime() + 30 * 60_000).toISOString(),
        },
      ],
      serverNow: serverNow.toISOString(),
    });
    renderNotice();
    expect(await screen.findByRole('heading', { name: '수수료 입금 대기' })).toBeTruthy();
    expect(screen.getByText('PCX125')).toBeTruthy();
    expect(screen.getByText('170,000원')).toBeTruthy();
    expect(screen.getByText(/^00:(30:00|29:5\d)$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /입금 정보 보기/ }).getAttribute('href')).toBe('/deal/detail/25');
  });

  it('shows nothing when no fee is due', async () => {
    respond({ ...counters, feeDue: [], serverNow: new Date().toISOString() });
    const { container } = renderNotice();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });
});
