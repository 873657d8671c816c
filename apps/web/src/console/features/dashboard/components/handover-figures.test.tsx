import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { DashboardCounts } from '@autobid/shared';
import { renderApp } from '@/testing/harness';
import { HandoverFigures } from './handover-figures';
import { StatCards } from './stat-cards';

const counts: DashboardCounts = {
  dealersWaiting: 1,
  listingsWaiting: 2,
  liveAuctions: 3,
  dealsWaitingFee: 0,
  nearestFeeDeadline: null,
  unmatchedDeposits: 0,
  openDisputes: 4,
  transfersDelayed: 0,
  transfersToCheck: 0,
};

describe('dashboard handover', () => {
  it('counts the disputes waiting and links to their queue', () => {
    renderApp(<StatCards counts={counts} serverNow="2026-11-25T03:00:00.000Z" />);
    const card = screen.getByRole('link', { name: /판정 대기 분쟁/ });
    expect(card.getAttribute('href')).toBe('/admin/disputes');
    expect(card.textContent).toContain('4건');
  });

  it('shows the trades, the cut rate and the median cut', () => {
    renderApp(<HandoverFigures handover={{ completedTrades: 12, cutRate: 0.25, medianCutPercent: 3.5 }} />);
    const figure = (label: string) => screen.getByText(label).parentElement?.textContent ?? '';
    expect(figure('완료 거래')).toContain('12건');
    expect(figure('감가 거래 비율')).toContain('25%');
    expect(figure('감가율 중앙값')).toContain('3.5%');
  });

  it('shows "-" for a figure with no trade to measure', () => {
    renderApp(<HandoverFigures handover={{ completedTrades: 0, cutRate: null, medianCutPercent: null }} />);
    expect(screen.getByText('감가 거래 비율').nextElementSibling?.textContent).toBe('-');
    expect(screen.getByText('감가율 중앙값').nextElementSibling?.textContent).toBe('-');
  });
});
