// GET /v1/dealers/auction/bidding/list?page&size=12: the dealer's bid history, paged.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AUCTION_PAGE_SIZE, type BiddingListItem, type PagedList } from '@autobid/shared';
import { getPaged } from '@/lib/http';

export function getBiddings(
  page: number,
  size: number = AUCTION_PAGE_SIZE,
): Promise<PagedList<BiddingListItem>> {
  return getPaged<BiddingListItem>('/v1/dealers/auction/bidding/list', { page, size });
}

export function biddingsQueryOptions(page: number, size: number = AUCTION_PAGE_SIZE) {
  return queryOptions({
    queryKey: ['biddings', 'list', { page, size }],
    queryFn: () => getBiddings(page, size),
    placeholderData: keepPreviousData,
  });
}

export function useBiddings(page: number) {
  return useQuery(biddingsQueryOptions(page));
}
