import { describe, expect, it } from 'vitest';
import { decideGuard } from '@/lib/dealer-session';

const approved = { status: 'APPROVED' };
const audit = { status: 'AUDIT' };

describe('decideGuard (docs/spec.md §2 "Route guard")', () => {
  it('sends a visitor without a token to /login', () => {
    expect(decideGuard({ token: null, isLoading: false, profile: undefined, pathname: '/home' })).toBe(
      'login',
    );
  });

  it('shows a blank view while the profile loads', () => {
    expect(decideGuard({ token: 't', isLoading: true, profile: undefined, pathname: '/home' })).toBe(
      'loading',
    );
  });

  it('sends to /login when the profile fetch returns nothing', () => {
    expect(decideGuard({ token: 't', isLoading: false, profile: null, pathname: '/home' })).toBe('login');
  });

  it('lets a dealer not approved open only /audit/register, /profile and /wait', () => {
    for (const pathname of ['/audit/register', '/profile', '/wait']) {
      expect(decideGuard({ token: 't', isLoading: false, profile: audit, pathname })).toBe('render');
    }
    for (const pathname of ['/home', '/auction/list', '/profile/change', '/deal/detail/3']) {
      expect(decideGuard({ token: 't', isLoading: false, profile: audit, pathname })).toBe('wait');
    }
  });

  it('lets a dealer back in review for an identity change also open its profile form and its deals', () => {
    const identityReview = { status: 'AUDIT', approvedAt: '2026-01-01T00:00:00.000Z' };
    for (const pathname of ['/profile/change', '/deal/list', '/deal/detail/3', '/deal/detail/3/complete']) {
      expect(decideGuard({ token: 't', isLoading: false, profile: identityReview, pathname })).toBe('render');
      expect(decideGuard({ token: 't', isLoading: false, profile: audit, pathname })).toBe('wait');
    }
    for (const pathname of ['/home', '/auction/list', '/auction/detail/3', '/bidding/list']) {
      expect(decideGuard({ token: 't', isLoading: false, profile: identityReview, pathname })).toBe('wait');
    }
  });

  it('renders every page for an approved dealer', () => {
    for (const pathname of ['/home', '/auction/list', '/wait', '/profile/password']) {
      expect(decideGuard({ token: 't', isLoading: false, profile: approved, pathname })).toBe('render');
    }
  });
});
