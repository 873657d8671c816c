import { describe, expect, it } from 'vitest';
import type { AuctionListItem } from '@autobid/shared';
import { createListPageCache, LIST_PAGE_TTL_MS, withLikes, type SharedListPage } from './list-page-cache';

const page = (ids: number[]): SharedListPage => ({
  items: ids.map((id) => ({ id, isLiked: false }) as AuctionListItem),
  total: ids.length,
  size: 12,
  page: 1,
  isLast: true,
});

describe('list page cache', () => {
  it('answers a page only at the version it was kept at and within the TTL', () => {
    let clock = 0;
    const cache = createListPageCache({ now: () => clock });
    cache.set('all|1|12', '7', page([1, 2]));
    expect(cache.get('all|1|12', '7')?.items.map((item) => item.id)).toEqual([1, 2]);
    expect(cache.get('all|1|12', '8')).toBeUndefined();
    expect(cache.get('all|2|12', '7')).toBeUndefined();
    clock = LIST_PAGE_TTL_MS - 1;
    expect(cache.get('all|1|12', '7')).toBeDefined();
    clock = LIST_PAGE_TTL_MS;
    expect(cache.get('all|1|12', '7')).toBeUndefined();
  });

  it('keeps a bounded number of pages, dropping the oldest', () => {
    const cache = createListPageCache({ now: () => 0 });
    for (let i = 0; i < 501; i += 1) {
      cache.set(`k${i}`, '1', page([i]));
    }
    expect(cache.get('k0', '1')).toBeUndefined();
    expect(cache.get('k1', '1')).toBeDefined();
    expect(cache.get('k500', '1')).toBeDefined();
  });

  it("sets each item's like flag from the dealer's set without touching the kept page", () => {
    const kept = page([1, 2, 3]);
    const mine = withLikes(kept, new Set([2]));
    expect(mine.items.map((item) => item.isLiked)).toEqual([false, true, false]);
    expect(kept.items.map((item) => item.isLiked)).toEqual([false, false, false]);
  });
});
