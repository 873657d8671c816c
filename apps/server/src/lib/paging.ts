// A page of a list as every paged call answers it (pagedList in packages/shared): the rows of the page and
// the count they were cut from; the page is the last one when it reaches that count.
import type { PagedList } from '@autobid/shared';

export function pageOf<T>(items: T[], total: number, query: { page: number; size: number }): PagedList<T> {
  return { items, total, page: query.page, size: query.size, isLast: query.page * query.size >= total };
}
