import { describe, expect, it } from 'vitest';
import { dealHref, dealsSearch, readDealsView } from './deals-url';

describe('deals URL', () => {
  it('reads a stage, a search, a page and an open timeline, dropping what the rules refuse', () => {
    expect(
      readDealsView(new URLSearchParams('status=DEALER_DEPOSIT&q=홍길동&page=3&auction=12&deal=4')),
    ).toEqual({
      stage: 'DEALER_DEPOSIT',
      q: '홍길동',
      page: 3,
      auction: 12,
      deal: 4,
    });
    expect(
      readDealsView(new URLSearchParams(`status=NOPE&page=-1&auction=abc&q=${'가'.repeat(101)}`)),
    ).toEqual({
      stage: null,
      q: '',
      page: 1,
      auction: null,
      deal: null,
    });
  });

  it('writes only what differs from the first page of every deal, and reads it back', () => {
    const view = { stage: 'TRANSFER' as const, q: '', page: 1, auction: 7, deal: null };
    expect(dealsSearch(view).toString()).toBe('status=TRANSFER&auction=7');
    expect(readDealsView(dealsSearch(view))).toEqual(view);
    expect(dealHref(12, 3)).toBe('/admin/deals?q=%2312&auction=12&deal=3');
  });
});
