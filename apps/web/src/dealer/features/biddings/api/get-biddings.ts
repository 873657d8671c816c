// GET /v1/dealers/auction/bidding/list?page&size=12: the dealer's bid history, paged; keyed
// `['biddings', 'list', {page, size}]` (a bid refreshes every page by `['biddings']`), the page shown kept on
// screen while the next loads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AUCTION_PAGE_SIZE, api } from '@autobid/shared';
import { call } from '@/lib/call';

export function useBiddings(page: number, size: number = AUCTION_PAGE_SIZE) {
  return useQuery({
    queryKey: ['biddings', 'list', { page, size }],
    queryFn: ({ signal }) => call(api.auctions.biddingList, { query: { page, size } }, { signal }),
    placeholderData: keepPreviousData,
  });
}
