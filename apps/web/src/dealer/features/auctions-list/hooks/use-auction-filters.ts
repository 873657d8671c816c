// The list's filters read from and written to the query string (replace, so Back leaves the list).
// The write is flushed synchronously: the checkboxes are controlled by the URL, and a navigation left to a
// transition would show a clicked box unticked until it commits.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersToSearchParams, searchParamsToFilters, type AuctionFilters } from '../filters';

export function useAuctionFilters(): [AuctionFilters, (next: AuctionFilters) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the string so equal URLs keep one object
  const filters = useMemo(() => searchParamsToFilters(params), [key]);
  const setFilters = useCallback(
    (next: AuctionFilters) =>
      setParams((current) => filtersToSearchParams(next, current), { replace: true, flushSync: true }),
    [setParams],
  );
  return [filters, setFilters];
}
