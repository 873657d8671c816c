// The live-auction list's first pages per filter, kept while the list version they were read at stands and for at
// most LIST_PAGE_TTL_MS, as the JSON of their answer (docs/decisions/039-list-pages-from-a-cache-the-writes-keep-true.md,
// docs/domain.md "Auction list").
import { api, apiEnvelope, type ApiRoute, type AuctionListItem, type PagedList } from '@autobid/shared';
import { COMMON_MESSAGES } from '../../lib/app-error';
import { createBoundedMap, createInFlight } from '../../lib/kept-answers';
import { createKeyedSharedReads } from '../../lib/shared-reads';

/** How long a cached page may answer at one list version: bounds how stale its bid totals and views are. */
export const LIST_PAGE_TTL_MS = 1000;
/** Pages 1 to this one of each filter are cached; later pages are read each time. */
export const LIST_PAGES_CACHED = 5;
/** Filter, page and size combinations kept; the oldest is dropped first. */
const MAX_ENTRIES = 500;

type Entry<T> = { version: string; at: number; page: T };

export type ListPageCache<T> = {
  /** The page of `key` cached at `version` within the TTL, else undefined. */
  get(key: string, version: string): T | undefined;
  set(key: string, version: string, page: T): void;
  /**
   * Reads the page of `key` once however many requests miss it together at `version` (they share the read), and
   * keeps it under that version, read before the page: a change committed in between leaves it never served.
   */
  load(key: string, version: string, read: () => Promise<T>): Promise<T>;
};

export function createListPageCache<T>(
  options: { now?: () => number; ttlMs?: number } = {},
): ListPageCache<T> {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? LIST_PAGE_TTL_MS;
  const entries = createBoundedMap<string, Entry<T>>(MAX_ENTRIES);
  const reading = createInFlight<T>();
  const set = (key: string, version: string, page: T) => {
    entries.set(key, { version, at: now(), page });
  };
  return {
    get(key, version) {
      const hit = entries.get(key);
      if (!hit || hit.version !== version || now() - hit.at >= ttlMs) {
        return undefined;
      }
      return hit.page;
    },
    set,
    load(key, version, read) {
      return reading.share(`${version}\u0000${key}`, () =>
        read().then((page) => {
          set(key, version, page);
          return page;
        }),
      );
    },
  };
}

/** The list version and, for each dealer asked, the ids of the auctions it watches. */
export type ListVersionAndLikes = { version: string; likedBy: ReadonlyMap<number, readonly number[]> };

export type ListVersionReads = {
  /** The list version and this dealer's watched auctions, as read by a statement that started after this call. */
  read(dealerId: number): Promise<{ version: string; liked: ReadonlySet<number> }>;
};

/**
 * The version and like reads of the cached list's requests, shared: a request joins the next statement, never one
 * already running (that one may have read before a change the request must see), so each request is answered at a
 * version read after it arrived, as if it had read alone; under load one statement answers every request that
 * arrived while the previous one ran (docs/decisions/039).
 */
export function createListVersionReads(
  readMany: (dealerIds: number[]) => Promise<ListVersionAndLikes>,
): ListVersionReads {
  const shared = createKeyedSharedReads<'list', number, ListVersionAndLikes>((_key, dealerIds) =>
    readMany([...new Set(dealerIds)]),
  );
  return {
    async read(dealerId) {
      const { version, likedBy } = await shared.read('list', dealerId);
      return { version, liked: new Set(likedBy.get(dealerId) ?? []) };
    },
  };
}

/**
 * A page's answer as JSON, the same bytes the route's serializer writes (its response schema's output, stringified),
 * cut where the items go; each item twice, as a dealer who watches it and one who does not reads it.
 */
export type SerializedListPage = {
  head: string;
  tail: string;
  items: Array<{ id: number; json: readonly [notLiked: string, liked: string] }>;
};

const listEnvelope = apiEnvelope(api.auctions.list.response);
const ITEMS_MARK = '"@items@"';

export function serializeListPage(page: PagedList<AuctionListItem>): SerializedListPage {
  const envelope = listEnvelope.parse({
    code: 200,
    message: (api.auctions.list as ApiRoute).message ?? COMMON_MESSAGES.success,
    data: page,
  });
  // Only numbers and booleans sit beside the items, so the mark cannot occur elsewhere.
  const whole = JSON.stringify({ ...envelope, data: { ...envelope.data, items: ITEMS_MARK.slice(1, -1) } });
  const at = whole.indexOf(ITEMS_MARK);
  return {
    head: whole.slice(0, at),
    tail: whole.slice(at + ITEMS_MARK.length),
    items: envelope.data.items.map((item) => ({
      id: item.id,
      json: [JSON.stringify({ ...item, isLiked: false }), JSON.stringify({ ...item, isLiked: true })],
    })),
  };
}

/** The answer's JSON for a dealer who watches `liked`. */
export function renderListPage(page: SerializedListPage, liked: ReadonlySet<number>): string {
  return `${page.head}[${page.items.map((item) => item.json[liked.has(item.id) ? 1 : 0]).join(',')}]${page.tail}`;
}
