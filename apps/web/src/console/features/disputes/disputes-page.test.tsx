import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { api, emptyPagedList, type DisputeListItem, type PagedList } from '@autobid/shared';
import { answer, calls, refuse, renderApp } from '@/testing/harness';
import { DisputesPage } from './disputes-page';
import { disputeDetailFixture, disputeRowFixture } from './lib/dispute-fixtures';

const page = (items: DisputeListItem[]): PagedList<DisputeListItem> => ({
  items,
  total: items.length,
  size: 20,
  page: 1,
  isLast: true,
});

/** Each entry of a history timeline as one line: its label, time and detail. */
const historyEntries = (history: HTMLElement) =>
  within(history)
    .getAllByRole('listitem')
    .map((entry) =>
      [...entry.querySelectorAll('span:not([aria-hidden]), time')].map((part) => part.textContent).join(' '),
    );

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

describe('DisputesPage', () => {
  it('opens on the open queue, oldest first, and reads each tab from the server', async () => {
    answer(api.consoleDisputes.list, ({ url }) =>
      url.searchParams.get('status') === 'OPEN' ? page([disputeRowFixture()]) : emptyPagedList(),
    );
    renderApp(<DisputesPage />, { path: '/admin/disputes' });

    const row = await screen.findByRole('row', { name: /PCX125/ });
    for (const text of [
      '#31',
      '혼다 PCX125',
      '박딜러',
      '모터상사',
      '이판매',
      '판매자 거절',
      '3,200,000원',
      '감가 330,000원',
      '판정 대기',
    ]) {
      expect(row.textContent).toContain(text);
    }
    expect(screen.getByText(/먼저 접수된 순/)).toBeTruthy();
    expect(calls(api.consoleDisputes.list)[0]?.url.searchParams.get('status')).toBe('OPEN');

    fireEvent.click(screen.getByRole('tab', { name: '종료' }));
    expect(await screen.findByText('판정했거나 철회된 분쟁이 없습니다.')).toBeTruthy();
    expect(screen.getByText(/최근 판정 순/)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '전체' }));
    expect(await screen.findByText('감가 분쟁이 없습니다.')).toBeTruthy();
    expect(calls(api.consoleDisputes.list).map((call) => call.url.searchParams.get('status'))).toEqual([
      'OPEN',
      'CLOSED',
      'ALL',
    ]);
  });

  it('shows the listing sheet beside each claimed item, both sides and the decision button', async () => {
    answer(api.consoleDisputes.detail, disputeDetailFixture());
    refuse(api.consoleAuctions.detail, { status: 500 });
    renderApp(<DisputesPage />, { path: '/admin/disputes?id=7' });

    expect(await screen.findByRole('heading', { name: '등록 점검표 (낙찰 당시)' })).toBeTruthy();
    const chain = within(screen.getByRole('region', { name: '감가 요청 2건 · 합계 330,000원' }));
    expect(chain.getByRole('region', { name: '체인·스프로킷 등록 내용' }).textContent).toContain('양호');
    expect(chain.getByRole('region', { name: '체인·스프로킷 현장 확인' }).textContent).toContain(
      '체인 늘어짐이 심하고',
    );
    expect(chain.getByText('감가 기준 50,000원 ~ 200,000원')).toBeTruthy();
    // The item outside the guide carries the dealer's reason.
    expect(chain.getByText('타이어 규격이 커서 교체 비용이 큽니다.')).toBeTruthy();
    expect(
      screen.getByText('등록할 때 사진과 점검표에 이미 알린 상태입니다.', { selector: 'p' }),
    ).toBeTruthy();
    expect(screen.getByText('체인과 타이어 모두 교체가 필요합니다.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '판정하기' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '이 분쟁의 작업 기록' }).getAttribute('href')).toBe(
      '/admin/audit?targetType=DISPUTE&targetId=7',
    );

    // The deal's history: with the auction's record unread, the claim's steps and the decision awaited.
    const history = await screen.findByRole('region', { name: '거래 경과' });
    expect(await within(history).findByText(/거래 단계를 불러오지 못했습니다/)).toBeTruthy();
    expect(historyEntries(history)).toEqual([
      '딜러 감가 요청 2026.11.24 11:00 2개 항목 · 합계 330,000원 (제안 가격 2,870,000원)',
      '분쟁 접수 (판매자 거절) 2026.11.24 12:00 등록할 때 사진과 점검표에 이미 알린 상태입니다.',
      '운영자 판정 대기',
    ]);

    // A handover photo opens large.
    fireEvent.click(screen.getByRole('button', { name: '체인·스프로킷 현장 사진 2 크게 보기' }));
    expect(screen.getByRole('dialog', { name: /체인·스프로킷 현장 사진 2/ })).toBeTruthy();
  });

  it('shows a decided dispute with its outcome, deduction, price, reason and time', async () => {
    const detail = disputeDetailFixture();
    answer(
      api.consoleDisputes.detail,
      disputeDetailFixture({
        dispute: {
          ...detail.dispute,
          status: 'DECIDED',
          statusLabel: '판정 완료',
          outcome: 'PARTIAL',
          outcomeLabel: '일부 인정',
          amount: 150_000,
          reason: '체인만 인정합니다.',
          decidedAt: '2026-11-25T01:00:00.000Z',
        },
      }),
    );
    refuse(api.consoleAuctions.detail, { status: 500 });
    renderApp(<DisputesPage />, { path: '/admin/disputes?id=7' });

    const result = await screen.findByRole('region', { name: '판정 결과' });
    for (const text of ['일부 인정', '150,000원', '3,050,000원', '체인만 인정합니다.', '2026.11.25 10:00']) {
      expect(result.textContent).toContain(text);
    }
    expect(screen.queryByRole('button', { name: '판정하기' })).toBeNull();
    // The history ends with the decision, no longer awaited.
    expect(historyEntries(screen.getByRole('region', { name: '거래 경과' })).at(-1)).toBe(
      '운영자 판정: 일부 인정 2026.11.25 10:00 인정 감가 150,000원 · 거래 가격 3,050,000원',
    );
  });
});
