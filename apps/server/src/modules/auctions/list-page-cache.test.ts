import { describe, expect, it } from 'vitest';
import {
  createListPageCache,
  createListVersionReads,
  type ListVersionAndLikes,
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

  it('shares a version read only among requests that arrived before it started, and passes a failure to each', async () => {
    // The database: a version that the test moves, and each read's start and end under the test's control.
    let version = 1;
    const likes = new Map<number, number[]>([[7, [3, 4]]]);
    const reads: {
      dealerIds: number[];
      versionAtStart: number;
      finish: () => void;
      fail: (e: Error) => void;
    }[] = [];
    const reader = createListVersionReads(
      (dealerIds) =>
        new Promise<ListVersionAndLikes>((resolve, reject) => {
          const versionAtStart = version;
          reads.push({
            dealerIds,
            versionAtStart,
            finish: () => resolve({ version: String(versionAtStart), likedBy: likes }),
            fail: reject,
          });
        }),
    );
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

    const first = reader.read(7);
    expect(reads).toHaveLength(1);
    // A change commits while the first read runs; the requests arriving now must see it.
    version = 2;
    const second = reader.read(7);
    const third = reader.read(8);
    expect(reads).toHaveLength(1);
    reads[0]!.finish();
    expect(await first).toEqual({ version: '1', liked: new Set([3, 4]) });
    await settle();
    // One statement for the two that waited, started after they arrived.
    expect(reads).toHaveLength(2);
    expect(reads[1]!.dealerIds).toEqual([7, 8]);
    reads[1]!.finish();
    expect(await second).toEqual({ version: '2', liked: new Set([3, 4]) });
    expect(await third).toEqual({ version: '2', liked: new Set() });

    // A failed read fails every request that shared it, and the next request reads again.
    const failing = reader.read(7);
    const waitingBehind = [reader.read(8), reader.read(9)];
    reads[2]!.fail(new Error('database gone'));
    await expect(failing).rejects.toThrow('database gone');
    await settle();
    expect(reads[3]!.dealerIds).toEqual([8, 9]);
    reads[3]!.fail(new Error('still gone'));
    for (const request of waitingBehind) {
      await expect(request).rejects.toThrow('still gone');
    }
    await settle();
    // A reader that throws instead of rejecting fails its requests the same way.
    const throwing = createListVersionReads(() => {
      throw new Error('no connection');
    });
    await expect(throwing.read(7)).rejects.toThrow('no connection');
    // ...and the next request reads again instead of waiting for a statement that never started.
    await expect(throwing.read(8)).rejects.toThrow('no connection');
    const again = reader.read(7);
    expect(reads).toHaveLength(5);
    reads[4]!.finish();
    expect((await again).version).toBe('2');
  });
});
