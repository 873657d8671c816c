import { describe, expect, it } from 'vitest';
import { dealersSearch, readDealersView } from '../../../lib/dealers-url';

describe('dealers view in the URL', () => {
  it('reads a tab, a search, a page and an open dealer, and writes them back', () => {
    const view = readDealersView(
      new URLSearchParams('status=SUSPENDED&q=%20민수%20&page=2&dealer=12&tier=WATCH'),
    );
    expect(view).toEqual({ status: 'SUSPENDED', q: '민수', page: 2, dealer: 12, tier: 'WATCH' });
    expect(dealersSearch(view).toString()).toBe(
      'status=SUSPENDED&q=%EB%AF%BC%EC%88%98&page=2&dealer=12&tier=WATCH',
    );
  });

  it('falls back to the queue’s first page for values the rules refuse', () => {
    const view = readDealersView(
      new URLSearchParams(`status=DELETED&q=${'가'.repeat(101)}&page=-3&dealer=abc&tier=GOLD`),
    );
    expect(view).toEqual({ status: 'AUDIT', q: '', page: 1, dealer: null, tier: null });
    expect(dealersSearch(view).toString()).toBe('');
  });
});
