// Which page numbers the pagination shows: a fixed window of pages (10), moved one page or (on the notice board) a
// whole window at a time by the previous/next buttons.

type PaginationWindow = {
  pages: number[];
  /** First page of the previous window, or null on the first window. */
  previousWindowPage: number | null;
  /** First page of the next window, or null on the last window. */
  nextWindowPage: number | null;
  totalPages: number;
};

export function totalPagesOf(total: number, size: number): number {
  if (size <= 0 || total <= 0) {
    return 1;
  }
  return Math.max(1, Math.ceil(total / size));
}

export function paginationWindow(page: number, totalPages: number, windowSize: number): PaginationWindow {
  const last = Math.max(1, totalPages);
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), last);
  const start = Math.floor((current - 1) / windowSize) * windowSize + 1;
  const end = Math.min(start + windowSize - 1, last);
  const pages: number[] = [];
  for (let p = start; p <= end; p += 1) {
    pages.push(p);
  }
  return {
    pages,
    previousWindowPage: start > 1 ? start - windowSize : null,
    nextWindowPage: end < last ? end + 1 : null,
    totalPages: last,
  };
}
