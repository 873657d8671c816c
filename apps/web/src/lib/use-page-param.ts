// The current page of a paged card list, kept in the `page` query parameter (absent on page 1).
import { useSearchParams } from 'react-router';

export function usePageParam(): [page: number, goTo: (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('page') ?? '1');
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const goTo = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0 });
  };
  return [page, goTo];
}

/** Pages needed for `total` items, at least one. */
export function totalPagesOf(
  list: { total: number; size: number } | undefined,
  fallbackSize: number,
): number {
  if (!list) {
    return 1;
  }
  return Math.max(1, Math.ceil(list.total / (list.size || fallbackSize)));
}
