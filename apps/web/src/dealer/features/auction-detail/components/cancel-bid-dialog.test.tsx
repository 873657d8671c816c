import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { api, type RouteResult } from '@autobid/shared';
import { dialogQueue } from '@/components/ui/app-dialog';
import { answer, calls, refuse, renderApp } from '@/testing/harness';
import { CancelBidDialog } from './cancel-bid-dialog';

/** Every notice shown, with its details, each closed as a dealer would. */
let notices: { message: string; details: unknown }[] = [];
let stopNotices = () => undefined as unknown;

function answerWith(
  preview: RouteResult<typeof api.dealers.bidCancelPenalty>,
  cancel: RouteResult<typeof api.auctions.cancelBid>,
) {
  answer(api.dealers.bidCancelPenalty, preview);
  answer(api.auctions.cancelBid, cancel);
}

function renderDialog() {
  const onClose = vi.fn();
  renderApp(<CancelBidDialog target={{ kind: 'id', id: 7 }} biddingId={70} onClose={onClose} />);
  return { onClose };
}

beforeEach(() => {
  notices = [];
  stopNotices = dialogQueue.subscribe(() => {
    const current = dialogQueue.current();
    if (current) {
      notices.push({ message: current.message, details: current.details });
      dialogQueue.answerCurrent(true);
    }
  });
});

afterEach(() => {
  stopNotices();
});

describe('CancelBidDialog', () => {
  it('says the ban this cancellation brings, sends the reason, and the notice repeats the ban', async () => {
    answerWith(
      { banDays: 7, expiresAt: '2026-05-08T00:00:00Z', releasedWins: [] },
      { banDays: 7, penaltyExpiredAt: '2026-05-08T00:00:00Z' },
    );
    const { onClose } = renderDialog();
    expect(
      await screen.findByText('취소하면 7일간 입찰 및 거래가 제한됩니다 (2026.05.08 09:00까지).'),
    ).toBeTruthy();
    fireEvent.click(screen.getByLabelText('입찰 실수'));
    fireEvent.click(screen.getByRole('button', { name: '취소하기' }));
    await waitFor(() => expect(notices).toHaveLength(1));
    expect(notices[0]).toEqual({
      message: '입찰 취소가 완료되었습니다.',
      details: '7일간 입찰 및 거래가 제한됩니다 (2026.05.08 09:00까지).',
    });
    expect(onClose).toHaveBeenCalled();
    const posted = calls().filter((call) => call.route.startsWith('POST'));
    expect(posted.map((call) => [call.url.pathname, call.body])).toEqual([
      ['/api/v1/dealers/auction/bidding/70/cancel', { reason: '입찰 실수' }],
    ]);
  });

  it('names the wins waiting for confirmation that the ban would release, before the dealer confirms', async () => {
    answerWith(
      {
        banDays: 7,
        expiresAt: '2026-05-08T00:00:00Z',
        releasedWins: [
          { auctionId: 3, model: '그랜저 IG' },
          { auctionId: 4, model: 'PCX125' },
        ],
      },
      { banDays: 7, penaltyExpiredAt: '2026-05-08T00:00:00Z' },
    );
    renderDialog();
    const note = await screen.findByRole('note');
    await waitFor(() =>
      expect(note.textContent).toContain(
        '확정을 기다리는 낙찰 2건(그랜저 IG, PCX125)이 해제되어 판매자가 다른 입찰을 선택합니다.',
      ),
    );
    expect(note.textContent).toContain('취소하면 7일간 입찰 및 거래가 제한됩니다 (2026.05.08 09:00까지).');
  });

  it('says the free cancellation of a new dealer, before and after', async () => {
    answerWith({ banDays: 0, expiresAt: null, releasedWins: [] }, { banDays: 0, penaltyExpiredAt: null });
    renderDialog();
    expect(
      await screen.findByText('이번 1회는 페널티 없음: 입찰 및 거래 제한 없이 취소됩니다.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByLabelText('입찰 실수'));
    fireEvent.click(screen.getByRole('button', { name: '취소하기' }));
    await waitFor(() => expect(notices).toHaveLength(1));
    expect(notices[0]?.details).toBe('이번 1회는 페널티 없음: 입찰 및 거래 제한 없이 취소되었습니다.');
  });

  it('without a preview, says the general rule and still cancels', async () => {
    refuse(api.dealers.bidCancelPenalty, { status: 500 });
    answer(api.auctions.cancelBid, { banDays: 14, penaltyExpiredAt: '2026-05-15T03:30:00Z' });
    renderDialog();
    expect(
      await screen.findByText('입찰을 취소하면 일정 기간 입찰 및 거래가 제한될 수 있습니다.'),
    ).toBeTruthy();
  });
});
