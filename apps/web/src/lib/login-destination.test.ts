import { describe, expect, it } from 'vitest';
import { loginDestination } from './login-destination';

describe('loginDestination', () => {
  it('goes back to the page of the area the guard sent the user away from', () => {
    expect(loginDestination({ from: '/admin/deals?status=SELECTING' }, '/admin')).toBe(
      '/admin/deals?status=SELECTING',
    );
    expect(loginDestination({ from: '/seller/auctions/3' }, '/seller')).toBe('/seller/auctions/3');
  });

  it("goes to the area's first page from its login, another area or no state", () => {
    expect(loginDestination({ from: '/admin/login' }, '/admin')).toBe('/admin');
    expect(loginDestination({ from: '/seller/auctions/3' }, '/admin')).toBe('/admin');
    expect(loginDestination({ from: 42 }, '/seller')).toBe('/seller');
    expect(loginDestination(null, '/seller')).toBe('/seller');
  });
});
