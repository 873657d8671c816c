// The live-auction list's total per filter, reused while the list version has not moved and for at most a few
// seconds (docs/decisions/019-auction-list-count-cache.md).

/** How long a count may be reused at one list version: bounds a count read while a change was uncommitted. */
export const LIST_COUNT_TTL_MS = 5000;
/** Filter combinations kept; the oldest is dropped first. */
const MAX_ENTRIES = 500;

type Entry = { version: string; total: number; at: number };

export type ListCountCache = {
  /** The cached total of `key` at `version`, or `load()`'s answer, remembered for the TTL. */
  total(key: string, version: string, load: () => Promise<number>): Promise<number>;
};

export function createListCountCache(options: { now?: () => number; ttlMs?: number } = {}): ListCountCache {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? LIST_COUNT_TTL_MS;
  const entries = new Map<string, Entry>();
  return {
    async total(key, version, load) {
      const hit = entries.get(key);
      if (hit && hit.version === version && now() - hit.at < ttlMs) {
        return hit.total;
      }
      const at = now();
      const total = await load();
      entries.delete(key);
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next();
        if (!oldest.done) {
          entries.delete(oldest.value);
        }
      }
      entries.set(key, { version, total, at });
      return total;
    },
  };
}
