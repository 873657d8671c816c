// A dealer's paged history (bids, deals) as a query: one page of the list at `path`, keyed `[name, 'list',
// {page, size}]` (a write refreshes every page by `[name]`), the page shown kept on screen while the next loads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getPaged } from './http';

export function usePagedList<T>(name: string, path: string, page: number, size: number) {
  return useQuery({
    queryKey: [name, 'list', { page, size }],
    queryFn: () => getPaged<T>(path, { page, size }),
    placeholderData: keepPreviousData,
  });
}
