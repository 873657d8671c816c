// GET /v1/sellers/auctions?page=&size= -> the seller's listings, newest first, paged.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PagedList, SellerAuctionListItem } from '@autobid/shared';
import { get } from '@/lib/http';
import { sellerKeys } from './query-keys';
import { SELLER_SILENT } from './seller-write';

export const MY_AUCTIONS_PAGE_SIZE = 10;

/** Throws on failure so the page can tell "no listings" from "could not load them". */
export async function getMyAuctions(page: number): Promise<PagedList<SellerAuctionListItem>> {
  const result = await get<PagedList<SellerAuctionListItem>>(
    '/v1/sellers/auctions',
    { page, size: MY_AUCTIONS_PAGE_SIZE },
    SELLER_SILENT,
  );
  if (!result.ok || !Array.isArray(result.data?.items)) {
    throw new Error('seller auctions failed');
  }
  return result.data;
}

export function useMyAuctions(page: number) {
  return useQuery({
    queryKey: sellerKeys.auctionList(page),
    queryFn: () => getMyAuctions(page),
    placeholderData: keepPreviousData,
    retry: 1,
  });
}
