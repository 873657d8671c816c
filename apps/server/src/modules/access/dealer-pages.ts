// A dealer's own pages (profile, dashboard, bid history, deal list) kept per process as the JSON of their answer and
// served only while nothing they show has changed: the dealer's version and the auctions' version, moved at the
// commit of every write by the triggers of migrations 0018 and 0019, are those the page was read at, and the page is younger
// than its time bound (docs/decisions/045-dealer-pages-from-a-cache-their-writes-keep-true.md, docs/domain.md
// "Dealers").
import { apiEnvelope, type ApiRoute, type RouteResult } from '@autobid/shared';
import { sql } from 'drizzle-orm';
import { parsedJson } from '../../db/json-column';
import { prepared } from '../../db/prepared';
import { dealerViewAuctions, dealerViewVersions } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { COMMON_MESSAGES } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { createBoundedMap, createInFlight } from '../../lib/kept-answers';
import { SerializedAnswer } from '../../lib/serve-route';
import { createKeyedSharedReads } from '../../lib/shared-reads';

/**
 * How long a page may answer at the versions it was read at, for the pages whose figures move with time alone (the
 * profile's 30-day counts, a score's window): the passage of time shows within this; a write, at once.
 */
export const DEALER_PAGE_TTL_MS = 30_000;
/** The bid history's bound: its cards' bid totals move with other dealers' bids, as the list's (docs/decisions/039). */
export const BID_HISTORY_PAGE_TTL_MS = 1_000;
/** Pages kept per process; the oldest is dropped first. */
const MAX_PAGES = 2_000;

/** What a page's read gives: the answer, and the moment (app clock) from which it may read otherwise with no write. */
export type DealerPageRead<T> = { data: T; until?: Date | null };

type Page = {
  versions: string;
  /** Monotonic time of the read (the page's age; a moved test clock must not keep it alive). */
  at: number;
  /** App time of the read and the moment the page stops answering. */
  readAt: number;
  until: number;
  head: string;
  /** Where the answer's `serverNow` goes, written afresh at each answer; null for pages without it. */
  tail: string | null;
};

export type DealerPageOptions = {
  ttlMs: number;
  /** The answer carries `serverNow` (the dashboard): written at every answer, never from the page. */
  serverNow?: boolean;
};

export type DealerPages = {
  /**
   * The route's answer for `dealerId` (`key`: what else picks the page, e.g. its page and size): the kept page when
   * the versions read after this call are those it was read at and it is within its bounds, else `read` (shared by
   * the requests that miss it together) kept under the versions read before it. Call it after the route's checks of
   * who asks: a kept page answers whoever reaches it.
   */
  answer<R extends ApiRoute>(
    route: R,
    dealerId: number,
    key: string,
    read: () => Promise<DealerPageRead<RouteResult<R>>>,
    options: DealerPageOptions,
  ): Promise<SerializedAnswer>;
  /** Pages kept (tests). */
  readonly size: number;
};

/** The versions a dealer's own pages are kept at (docs/decisions/045): the auctions' one and each asked dealer's. */
type DealerPageVersions = { auctions: string; dealers: ReadonlyMap<number, string> };

/** The auctions' version and the versions of `dealerIds` (a dealer without a row is at '0'), in one statement. */
async function dealerPageVersionsOf(db: DbOrTx, dealerIds: number[]): Promise<DealerPageVersions> {
  const statement = prepared(db, 'dealer_page_versions_of', (on, name) =>
    on
      .select({
        auctions: sql<string>`(select ${dealerViewAuctions.version} from ${dealerViewAuctions} where ${dealerViewAuctions.id} = 1)::text`,
        dealers: sql<
          Array<[number, string]> | string
        >`coalesce((select json_agg(json_build_array(${dealerViewVersions.dealerId}, ${dealerViewVersions.version}::text)) from ${dealerViewVersions} where ${dealerViewVersions.dealerId} = any(${sql.placeholder('dealerIds')}::integer[])), '[]'::json)`,
      })
      .from(sql`(select 1) as one`)
      .prepare(name),
  );
  const [row] = await statement.execute({ dealerIds });
  return {
    auctions: row!.auctions,
    dealers: new Map(parsedJson<Array<[number, string]>>(row!.dealers)),
  };
}

/** Stands for `serverNow` while the page is made; replaced by the time of each answer. */
const NOW_MARK = '1970-01-01T00:00:00.000Z';

export function createDealerPages(deps: {
  db: DbOrTx;
  clock: Clock;
  monotonicNow?: () => number;
}): DealerPages {
  const monotonicNow = deps.monotonicNow ?? (() => performance.now());
  // The version statements of requests arriving together are shared, each request reading after it arrived
  // (docs/decisions/044), one statement for every dealer waiting.
  const versionReads = createKeyedSharedReads<'versions', number, DealerPageVersions>((_key, dealerIds) =>
    dealerPageVersionsOf(deps.db, [...new Set(dealerIds)]),
  );
  const pages = createBoundedMap<string, Page>(MAX_PAGES);
  const reading = createInFlight<Page>();

  const serialize = (route: ApiRoute, data: unknown, options: DealerPageOptions) => {
    const envelope = apiEnvelope(route.response).parse({
      code: 200,
      message: route.message ?? COMMON_MESSAGES.success,
      data: options.serverNow ? { ...(data as object), serverNow: NOW_MARK } : data,
    });
    const whole = JSON.stringify(envelope);
    if (!options.serverNow) {
      return { head: whole, tail: null };
    }
    const mark = `"serverNow":${JSON.stringify(NOW_MARK)}`;
    const at = whole.indexOf(mark);
    if (at < 0 || whole.indexOf(mark, at + 1) >= 0) {
      throw new Error(`${route.path}: the answer's serverNow is not where the page can write it`);
    }
    return { head: whole.slice(0, at + '"serverNow":'.length), tail: whole.slice(at + mark.length) };
  };

  const isLive = (page: Page, versions: string, ttlMs: number) => {
    const appNow = deps.clock.now().getTime();
    return (
      page.versions === versions &&
      monotonicNow() - page.at < ttlMs &&
      appNow >= page.readAt &&
      appNow - page.readAt < ttlMs &&
      appNow < page.until
    );
  };

  return {
    async answer(route, dealerId, key, read, options) {
      const found = await versionReads.read('versions', dealerId);
      const versions = `${found.auctions}:${found.dealers.get(dealerId) ?? '0'}`;
      const pageKey = `${dealerId}\u0000${route.path}\u0000${key}`;
      let page = pages.get(pageKey);
      if (!page || !isLive(page, versions, options.ttlMs)) {
        page = await reading.share(`${versions}\u0000${pageKey}`, async () => {
          const at = monotonicNow();
          const readAt = deps.clock.now().getTime();
          const { data, until } = await read();
          const made: Page = {
            versions,
            at,
            readAt,
            until: until ? until.getTime() : Number.POSITIVE_INFINITY,
            ...serialize(route, data, options),
          };
          pages.set(pageKey, made);
          return made;
        });
      }
      return new SerializedAnswer(
        page.tail === null
          ? page.head
          : `${page.head}${JSON.stringify(deps.clock.now().toISOString())}${page.tail}`,
      );
    },
    get size() {
      return pages.size;
    },
  };
}
