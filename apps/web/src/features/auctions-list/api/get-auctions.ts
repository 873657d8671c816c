// GET /v1/dealers/auction/list: live auctions, filtered, 12 a page, loaded page after page.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { AUCTION_PAGE_SIZE, type AuctionListItem, type PagedList } from '@autobid/shared';
import { getPaged } from '@/lib/http';
import type { AuctionFilters } from '../filters';

export const AUCTION_LIST_KEY = ['auctions', 'list'] as const;

export async function getAuctions(
  filters: AuctionFilters,
  page: number,
  size = AUCTION_PAGE_SIZE,
): Promise<PagedList<AuctionListItem>> {
  return getPaged<AuctionListItem>('/v1/dealers/auction/list', {
    page,
    size,
    brandIds: filters.brandIds,
    regions: filters.regions,
    repair: filters.repair,
    purpose: filters.purpose,
    liked: filters.liked ? 'true' : null,
  });
}

export const auctionsQueryOptions = (filters: AuctionFilters) =>
  infiniteQueryOptions({
    queryKey: [...AUCTION_LIST_KEY, filters],
    queryFn: ({ pageParam }) => getAuctions(filters, pageParam),
    initialPageParam: 1,
    // Kept a while after the list unmounts, so Back from a detail finds every loaded page and its place.
    gcTime: 30 * 60 * 1000,
    getNextPageParam: (last) => (last.isLast || last.items.length === 0 ? undefined : last.page + 1),
  });

export function useAuctions(filters: AuctionFilters) {
  return useInfiniteQuery(auctionsQueryOptions(filters));
}
