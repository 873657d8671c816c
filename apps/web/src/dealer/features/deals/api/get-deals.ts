// GET /v1/dealers/auction/transaction/list?page&size=12: the dealer's won auctions (deal history), paged.
import { DEAL_PAGE_SIZE, type DealListItem } from '@autobid/shared';
import { usePagedList } from '@/lib/paged-list-query';

export function useDeals(page: number) {
  return usePagedList<DealListItem>('deals', '/v1/dealers/auction/transaction/list', page, DEAL_PAGE_SIZE);
}
