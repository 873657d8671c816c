// The live-auction list's first pages per filter, kept while the list version they were read at stands and for at
// most LIST_PAGE_TTL_MS (docs/decisions/039-list-pages-from-a-cache-the-writes-keep-true.md, docs/domain.md
// "Auction list").
import type { AuctionListItem, PagedList } from '@autobid/shared';

/** How long a cached page may answer at one list version: bounds how stale its bid totals and views are. */
export const LIST_PAGE_TTL_MS = 1000;
/** Pages 1 to this one of each filter are cached; later pages are read each time. */
export const LIST_PAGES_CACHED = 5;
/** Filter, page and size combinations kept; the oldest is dropped first. */
const MAX_ENTRIES = 500;

/** A page as every dealer reads it; the like flag is each dealer's and is merged in per request. */
export type SharedListPage = PagedList<AuctionListItem>;

type Entry = { version: string; at: number; page: SharedListPage };

export type ListPageCache = {
  /** The page of `key` cached at `version` within the TTL, else undefined. */
  get(key: string, version: string): SharedListPage | undefined;
  set(key: string, version: string, page: SharedListPage): void;
};

export function createListPageCache(options: { now?: () => number; ttlMs?: number } = {}): ListPageCache {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? LIST_PAGE_TTL_MS;
  const entries = new Map<string, Entry>();
  return {
    get(key, version) {
      const hit = entries.get(key);
      if (!hit || hit.version !== version || now() - hit.at >= ttlMs) {
        return undefined;
      }
      return hit.page;
    },
    set(key, version, page) {
      entries.delete(key);
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next();
        if (!oldest.done) {
          entries.delete(oldest.value);
        }
      }
      entries.set(key, { version, at: now(), page });
    },
  };
}

/** The shared page with this dealer's like flags. */
export function withLikes(page: SharedListPage, liked: ReadonlySet<number>): SharedListPage {
  return { ...page, items: page.items.map((item) => ({ ...item, isLiked: liked.has(item.id) })) };
}
