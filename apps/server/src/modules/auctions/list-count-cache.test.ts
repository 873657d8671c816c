import { describe, expect, it } from 'vitest';
import { createListCountCache, LIST_COUNT_TTL_MS } from './list-count-cache';

describe('list count cache', () => {
  it('reuses a count at the same version within the TTL, and counts again after it or at a new version', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createListCountCache({ now: () => clock });
    const load = (value: number) => () => {
      loads += 1;
      return Promise.resolve(value);
    };
    expect(await cache.total('all', '1', load(10))).toBe(10);
    clock = LIST_COUNT_TTL_MS - 1;
    // A count that missed an uncommitted change is stale at most until the TTL ends.
    expect(await cache.total('all', '1', load(11))).toBe(10);
    clock = LIST_COUNT_TTL_MS;
    expect(await cache.total('all', '1', load(11))).toBe(11);
    expect(await cache.total('all', '2', load(12))).toBe(12);
    expect(await cache.total('brand', '2', load(3))).toBe(3);
    expect(await cache.total('all', '2', load(99))).toBe(12);
    expect(loads).toBe(4);
  });

  it('keeps a bounded number of filters', async () => {
    const cache = createListCountCache({ now: () => 0 });
    for (let i = 0; i < 501; i += 1) {
      await cache.total(`k${i}`, '1', () => Promise.resolve(i));
    }
    // The oldest was dropped; the newest is still cached.
    expect(await cache.total('k0', '1', () => Promise.resolve(-1))).toBe(-1);
    expect(await cache.total('k500', '1', () => Promise.resolve(-1))).toBe(500);
  });
});
