// A page of a list as every paged call answers it (pagedList in packages/shared): the rows of the page and
// the count they were cut from; the page is the last one when it reaches that count.
import type { PagedList } from '@autobid/shared';

type PageQuery = { page: number; size: number };

/** The rows a page reads: `limit` rows after the `offset` earlier pages hold. */
export type PageWindow = { limit: number; offset: number };

export function pageOf<T>(items: T[], total: number, query: PageQuery): PagedList<T> {
  return { items, total, page: query.page, size: query.size, isLast: query.page * query.size >= total };
}

/**
 * A page read in two steps: `fetch` the window's rows and the count they were cut from, then `toItems` (which
 * may load what the rows need, their images say); the page is the last one when its rows reach that count.
 */
export async function readPage<R, T>(
  query: PageQuery,
  fetch: (window: PageWindow) => Promise<{ rows: R[]; total: number }>,
  toItems: (rows: R[]) => Promise<T[]>,
): Promise<PagedList<T>> {
  const offset = (query.page - 1) * query.size;
  const { rows, total } = await fetch({ limit: query.size, offset });
  return {
    items: await toItems(rows),
    total,
    size: query.size,
    page: query.page,
    isLast: offset + rows.length >= total,
  };
}
