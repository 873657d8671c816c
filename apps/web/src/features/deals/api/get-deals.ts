// GET /v1/dealers/auction/transaction/list?page&size=12: the dealer's won auctions (deal history), paged.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DEAL_PAGE_SIZE, type DealListItem, type PagedList } from '@autobid/shared';
import { getPaged } from '@/lib/http';

export function getDeals(page: number, size: number = DEAL_PAGE_SIZE): Promise<PagedList<DealListItem>> {
  return getPaged<DealListItem>('/v1/dealers/auction/transaction/list', { page, size });
}

export function dealsQueryOptions(page: number, size: number = DEAL_PAGE_SIZE) {
  return queryOptions({
    queryKey: ['deals', 'list', { page, size }],
    queryFn: () => getDeals(page, size),
    placeholderData: keepPreviousData,
  });
}

export function useDeals(page: number) {
  return useQuery(dealsQueryOptions(page));
}
