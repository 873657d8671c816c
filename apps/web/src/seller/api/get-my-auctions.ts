// GET /v1/sellers/auctions?page=&size= -> the seller's listings, newest first, paged. A failure throws
// ApiError so the page can tell "no listings" from "could not load them" (docs/decisions/024).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@autobid/shared';
import { call } from '@/lib/call';
import { sellerKeys } from './query-keys';

export const MY_AUCTIONS_PAGE_SIZE = 10;

export function useMyAuctions(page: number) {
  return useQuery({
    queryKey: sellerKeys.auctionList(page),
    queryFn: ({ signal }) =>
      call(api.sellers.list, { query: { page, size: MY_AUCTIONS_PAGE_SIZE } }, { signal }),
    placeholderData: keepPreviousData,
  });
}
