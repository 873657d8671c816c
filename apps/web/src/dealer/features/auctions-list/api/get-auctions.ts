// GET /v1/dealers/auction/list: live auctions, filtered, 12 a page, loaded page after page.
import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { AUCTION_PAGE_SIZE, type AuctionListItem, type PagedList } from '@autobid/shared';
import { AHEAD_OF_SCREEN, getPaged } from '@/lib/http';
import { searchParamsToFilters, type AuctionFilters } from '../filters';

export const AUCTION_LIST_KEY = ['auctions', 'list'] as const;

export async function getAuctions(
  filters: AuctionFilters,
  page: number,
  options?: typeof AHEAD_OF_SCREEN,
): Promise<PagedList<AuctionListItem>> {
  return getPaged<AuctionListItem>(
    '/v1/dealers/auction/list',
    {
      page,
      size: AUCTION_PAGE_SIZE,
      brandIds: filters.brandIds,
      regions: filters.regions,
      repair: filters.repair,
      purpose: filters.purpose,
      liked: filters.liked ? 'true' : null,
    },
    options,
  );
}

export const auctionsQueryOptions = (filters: AuctionFilters) =>
  infiniteQueryOptions({
    queryKey: [...AUCTION_LIST_KEY, filters],
    queryFn: ({ pageParam }) => getAuctions(filters, pageParam),
    initialPageParam: 1,
    // A page asked for ahead (prefetchAuctions) is not asked for again as the list mounts; prices move on the
    // socket meanwhile (use-live-list.ts), and a bid or a like marks the list stale itself.
    staleTime: 5_000,
    // Kept a while after the list unmounts, so Back from a detail finds every loaded page and its place.
    gcTime: 30 * 60 * 1000,
    getNextPageParam: (last) => (last.isLast || last.items.length === 0 ? undefined : last.page + 1),
  });

export function useAuctions(filters: AuctionFilters) {
  return useInfiniteQuery(auctionsQueryOptions(filters));
}

/**
 * Page 1 for the filters of a URL, asked for as the navigation to the list begins (the route's loader,
 * app/router.tsx): beside the session's profile call instead of after it (issue 14). Quiet: a dealer not yet
 * approved is refused here and sent to /wait by the guard, not logged out.
 */
export function prefetchAuctions(client: QueryClient, search: URLSearchParams): Promise<void> {
  const filters = searchParamsToFilters(search);
  return client.prefetchInfiniteQuery({
    ...auctionsQueryOptions(filters),
    queryFn: ({ pageParam }) => getAuctions(filters, pageParam, AHEAD_OF_SCREEN),
  });
}
