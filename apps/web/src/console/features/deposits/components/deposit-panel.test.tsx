import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { AdminDeposit } from '@autobid/shared';
import { createQueryClient } from '@/lib/query-client';
import { DepositPanel } from './deposit-panel';

const fetchMock = vi.fn<typeof fetch>();

const unmatched: AdminDeposit = {
  id: 14,
  state: 'UNMATCHED',
  amount: 240_000,
  depositorName: '김민수 수수료',
  memo: '',
  reference: null,
  receivedAt: '2026-11-25T05:00:00.000Z',
  source: 'WEBHOOK',
  externalId: 'tx-1',
  matchedAt: null,
  isManualMatch: false,
  refundedAt: null,
  deal: null,
  candidates: [
    {
      auctionId: 12,
      model: 'PCX125',
      dealer: { id: 1, username: 'dealer01', name: '김민수' },
      depositReference: 'AB12',
      depositDeadline: '2026-11-25T06:00:00.000Z',
      isReferenceMatch: false,
      isNameMatch: true,
    },
  ] as AdminDeposit['candidates'],
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // jsdom lays nothing out; the panel scrolls itself into view on open.
  Element.prototype.scrollIntoView = vi.fn();
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ code: 200, message: '', data: null })));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('DepositPanel', () => {
  it('gives matching one label: the panel buttons that start it and the dialog button that does it', () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <DepositPanel deposit={unmatched} onClose={vi.fn()} onChanged={vi.fn()} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const starters = screen.getAllByRole('button', { name: /매칭/ });
    expect(starters.map((button) => button.textContent)).toEqual(['매칭', '매칭']);
    // The candidate's button says which deal it matches to a screen reader.
    expect(screen.getByRole('button', { name: '#12 PCX125 거래에 매칭' })).toBeTruthy();

    fireEvent.click(starters[1]!);
    const dialog = screen.getByRole('dialog', { name: '입금 수동 매칭' });
    expect(within(dialog).getByRole('button', { name: '매칭' }).textContent).toBe('매칭');
    // The bank's depositor text in brackets, not before 님 or a particle.
    expect(dialog.textContent).toContain(
      '240,000원 입금(입금자 김민수 수수료)을 선택한 거래의 수수료로 확인합니다.',
    );
  });
});
