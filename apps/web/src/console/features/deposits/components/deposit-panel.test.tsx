import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminDeposit } from '@autobid/shared';
import { renderApp } from '@/testing/harness';
import { DepositPanel } from './deposit-panel';

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
  // jsdom lays nothing out; the panel scrolls itself into view on open.
  Element.prototype.scrollIntoView = vi.fn();
});

describe('DepositPanel', () => {
  it('gives matching one label: the panel buttons that start it and the dialog button that does it', () => {
    renderApp(<DepositPanel deposit={unmatched} onClose={vi.fn()} onChanged={vi.fn()} />);
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
