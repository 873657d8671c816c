import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { watch } from '@/dealer/components/dealer-score/score-fixtures';
import { dealerSession, emptyProfile } from '@/lib/dealer-session';
import { renderApp, testQueryClient } from '@/testing/harness';
import { ProfilePage } from './profile-page';

describe('ProfilePage dealer score', () => {
  it('the profile shows the tier, the numbers beside the thresholds and the next step', () => {
    const queryClient = testQueryClient();
    dealerSession.setProfile(queryClient, { ...emptyProfile, id: 1, status: 'APPROVED', score: watch });
    renderApp(<ProfilePage />, { queryClient });
    const card = screen.getByRole('region', { name: '딜러 등급' });
    expect(card.textContent).toContain('주의');
    expect(card.textContent).toContain('18%');
    expect(card.textContent).toContain('15% 이상');
    expect(card.textContent).toContain('30일 경과 후 일반 등급');
    expect(screen.getByRole('link', { name: '딜러 등급 안내' }).getAttribute('href')).toBe('/dealer-tiers');
  });

  it('the banner of a 주의 dealer stands above the card', () => {
    const queryClient = testQueryClient();
    dealerSession.setProfile(queryClient, { ...emptyProfile, id: 1, status: 'APPROVED', score: watch });
    renderApp(<ProfilePage />, { queryClient });
    expect(screen.getByRole('region', { name: '딜러 등급 주의 안내' }).textContent).toContain(
      '딜러 등급이 주의입니다.',
    );
  });
});
