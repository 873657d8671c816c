import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { api, type RouteResult } from '@autobid/shared';
import { answer, calls, renderApp } from '@/testing/harness';
import { DealTasksNotice } from './deal-tasks-notice';

function respond(data: RouteResult<typeof api.dealers.dashboard>) {
  answer(api.dealers.dashboard, data);
}

function renderNotice() {
  return renderApp(<DealTasksNotice />);
}

const counters = { likeCount: 0, biddingCount: 0, successfulBiddingCount: 1, progressCount: 1 };

describe('DealTasksNotice', () => {
  it('shows each deal waiting for the fee with the fee, the countdown by the server clock and the way to pay', async () => {
    // The server's clock is 10 minutes ahead of this browser's: 30 minutes are left by the server's.
    const serverNow = new Date(Date.now() + 10 * 60_000);
    respond({
      ...counters,
      dealTasks: [
        {
          auctionId: 25,
          model: 'PCX125',
          status: 'DEALER_DEPOSIT',
          fee: 170_000,
          deadline: new Date(serverNow.getTime() + 30 * 60_000).toISOString(),
        },
      ],
      serverNow: serverNow.toISOString(),
    });
    renderNotice();
    expect(await screen.findByRole('heading', { name: '진행할 거래' })).toBeTruthy();
    expect(screen.getByText('PCX125')).toBeTruthy();
    expect(screen.getByText('수수료 170,000원을 입금해주세요')).toBeTruthy();
    expect(screen.getByText(/^00:(30:00|29:5\d)$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /입금 정보 보기/ }).getAttribute('href')).toBe('/deal/detail/25');
  });

  it('shows every step waiting for the dealer in the order the server gives (nearest deadline first), each with its deadline', async () => {
    const serverNow = new Date('2031-04-01T00:00:00Z');
    const tasks: RouteResult<typeof api.dealers.dashboard>['dealTasks'] = [
      {
        auctionId: 1,
        model: '그랜저 IG',
        status: 'DEALER_CONFIRM',
        fee: null,
        deadline: '2031-04-01T01:00:00Z',
      },
      {
        auctionId: 2,
        model: 'PCX125',
        status: 'DEALER_DEPOSIT',
        fee: 170_000,
        deadline: '2031-04-01T02:00:00Z',
      },
      { auctionId: 3, model: '모닝', status: 'RESERVATION', fee: 170_000, deadline: '2031-04-02T00:00:00Z' },
      {
        auctionId: 4,
        model: '쏘나타',
        status: 'RESERVATION_COMPLETE',
        fee: 240_000,
        deadline: '2031-04-02T17:00:00Z',
      },
    ];
    respond({ ...counters, dealTasks: tasks, serverNow: serverNow.toISOString() });
    renderNotice();
    const region = await screen.findByRole('region', { name: '진행할 거래' });
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.split(' ')[0])).toEqual([
      '그랜저',
      'PCX125',
      '모닝',
      '쏘나타',
    ]);
    const [confirm, , reservation, complete] = items;
    expect(confirm!.textContent).toContain('낙찰을 확정해주세요');
    expect(confirm!.textContent).toContain('2031.04.01 10:00까지');
    expect(confirm!.textContent).toContain('거래가 취소되고 14일간 입찰이 제한됩니다');
    expect(within(confirm!).getByRole('link').getAttribute('href')).toBe('/deal/detail/1');
    expect(reservation!.textContent).toContain('판매자와 통화 후 거래 날짜를 정해주세요');
    expect(complete!.textContent).toContain('거래 후 거래 완료를 등록해주세요');
    expect(complete!.textContent).toContain('2031.04.03 02:00까지');
    expect(complete!.textContent).toContain('거래일 다음 날 오전 2시까지 거래 완료를 등록하지 않으면 14일간');
  });

  it('shows nothing when no step waits for the dealer', async () => {
    respond({ ...counters, dealTasks: [], serverNow: new Date().toISOString() });
    const { container } = renderNotice();
    await vi.waitFor(() => expect(calls(api.dealers.dashboard)).toHaveLength(1));
    expect(container.textContent).toBe('');
  });
});
