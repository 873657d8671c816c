import { describe, expect, it } from 'vitest';
import {
  createListPageCache,
  LIST_PAGE_TTL_MS,
  renderListPage,
  type SerializedListPage,
} from './list-page-cache';

describe('list page cache', () => {
  it('answers a page only at the version it was kept at and within the TTL', () => {
    let clock = 0;
    const cache = createListPageCache<string>({ now: () => clock });
    cache.set('all|1|12', '7', 'page one');
    expect(cache.get('all|1|12', '7')).toBe('page one');
    expect(cache.get('all|1|12', '8')).toBeUndefined();
    expect(cache.get('all|2|12', '7')).toBeUndefined();
    clock = LIST_PAGE_TTL_MS - 1;
    expect(cache.get('all|1|12', '7')).toBe('page one');
    clock = LIST_PAGE_TTL_MS;
    expect(cache.get('all|1|12', '7')).toBeUndefined();
  });

  it('keeps a bounded number of pages, dropping the oldest', () => {
    const cache = createListPageCache<number>({ now: () => 0 });
    for (let i = 0; i < 501; i += 1) {
      cache.set(`k${i}`, '1', i);
    }
    expect(cache.get('k0', '1')).toBeUndefined();
    expect(cache.get('k1', '1')).toBe(1);
    expect(cache.get('k500', '1')).toBe(500);
  });

  it('reads a page once for the requests that miss it together, and a failed read is not kept', async () => {
    const cache = createListPageCache<string>({ now: () => 0 });
    let reads = 0;
    const read = async () => {
      reads += 1;
      await Promise.resolve();
      return `page ${reads}`;
    };
    const pages = await Promise.all([
      cache.load('k', '1', read),
      cache.load('k', '1', read),
      cache.load('k', '1', read),
    ]);
    expect(pages).toEqual(['page 1', 'page 1', 'page 1']);
    expect(reads).toBe(1);
    expect(cache.get('k', '1')).toBe('page 1');
    // Another version is another read.
    expect(await cache.load('k', '2', read)).toBe('page 2');
    await expect(cache.load('x', '2', () => Promise.reject(new Error('database gone')))).rejects.toThrow(
      'database gone',
    );
    expect(cache.get('x', '2')).toBeUndefined();
    expect(await cache.load('x', '2', read)).toBe('page 3');
  });

  it("writes each item as the dealer's like set says, between the page's head and tail", () => {
    const page: SerializedListPage = {
      head: '{"data":{"items":',
      tail: ',"total":2}}',
      items: [
        { id: 1, json: ['{"id":1,"isLiked":false}', '{"id":1,"isLiked":true}'] },
        { id: 2, json: ['{"id":2,"isLiked":false}', '{"id":2,"isLiked":true}'] },
      ],
    };
    expect(JSON.parse(renderListPage(page, new Set([2])))).toEqual({
      data: {
        items: [
          { id: 1, isLiked: false },
          { id: 2, isLiked: true },
        ],
        total: 2,
      },
    });
    expect(JSON.parse(renderListPage({ ...page, items: [] }, new Set()))).toEqual({
      data: { items: [], total: 2 },
    });
  });
});
