// GET /v1/dealers/auction/bidding/list?page&size=12: the dealer's bid history, paged.
import { AUCTION_PAGE_SIZE, type BiddingListItem } from '@autobid/shared';
import { usePagedList } from '@/lib/paged-list-query';

export function useBiddings(page: number) {
  return usePagedList<BiddingListItem>(
    'biddings',
    '/v1/dealers/auction/bidding/list',
    page,
    AUCTION_PAGE_SIZE,
  );
}
