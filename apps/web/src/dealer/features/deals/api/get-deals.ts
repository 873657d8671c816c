// GET /v1/dealers/auction/transaction/list?page&size=12: the dealer's won auctions (deal history), paged;
// keyed `['deals', 'list', {page, size}]` (a write refreshes every page by `['deals']`), the page shown kept
// on screen while the next loads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEAL_PAGE_SIZE, api } from '@autobid/shared';
import { call } from '@/lib/call';

export function useDeals(page: number, size: number = DEAL_PAGE_SIZE) {
  return useQuery({
    queryKey: ['deals', 'list', { page, size }],
    queryFn: ({ signal }) => call(api.deals.list, { query: { page, size } }, { signal }),
    placeholderData: keepPreviousData,
  });
}
