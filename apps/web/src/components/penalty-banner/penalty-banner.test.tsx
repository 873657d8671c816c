import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { emptyProfile, resetProfile, setProfile } from '@/lib/profile-store';
import { PenaltyBanner } from './penalty-banner';

afterEach(() => {
  cleanup();
  resetProfile();
});

describe('PenaltyBanner', () => {
  it('shows the ban and its end in Korea time while it runs', () => {
    const end = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    setProfile({ ...emptyProfile, id: 1, penaltyExpiredAt: end.toISOString() });
    render(<PenaltyBanner variant="page" />);
    expect(screen.getByRole('status').textContent).toContain('입찰이 제한되었습니다');
    expect(screen.getByRole('status').textContent).toMatch(
      /\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}까지 입찰 및 거래가 불가능합니다\./,
    );
  });

  it('shows nothing without a ban or after it ended', () => {
    setProfile({ ...emptyProfile, id: 1, penaltyExpiredAt: new Date(Date.now() - 1000).toISOString() });
    const { container } = render(<PenaltyBanner />);
    expect(container.innerHTML).toBe('');
    setProfile({ ...emptyProfile, id: 1, penaltyExpiredAt: null });
    expect(container.innerHTML).toBe('');
  });
});
