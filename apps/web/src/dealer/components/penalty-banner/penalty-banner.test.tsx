import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { dealerSession, emptyProfile } from '@/lib/dealer-session';
import { renderApp, testQueryClient } from '@/testing/harness';
import { PenaltyBanner } from './penalty-banner';

describe('PenaltyBanner', () => {
  it('shows the ban and its end in Korea time while it runs', () => {
    // The cache the banner reads; the dealer's profile is seeded into it.
    const queryClient = testQueryClient();
    const end = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    dealerSession.setProfile(queryClient, { ...emptyProfile, id: 1, penaltyExpiredAt: end.toISOString() });
    renderApp(<PenaltyBanner variant="page" />, { queryClient });
    expect(screen.getByRole('status').textContent).toContain('입찰이 제한되었습니다');
    expect(screen.getByRole('status').textContent).toMatch(
      /\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}까지 입찰 및 거래가 불가능합니다\./,
    );
  });

  it('shows nothing without a ban or after it ended', () => {
    const queryClient = testQueryClient();
    dealerSession.setProfile(queryClient, {
      ...emptyProfile,
      id: 1,
      penaltyExpiredAt: new Date(Date.now() - 1000).toISOString(),
    });
    const { container } = renderApp(<PenaltyBanner />, { queryClient });
    expect(container.innerHTML).toBe('');
    dealerSession.setProfile(queryClient, { ...emptyProfile, id: 1, penaltyExpiredAt: null });
    expect(container.innerHTML).toBe('');
  });
});
