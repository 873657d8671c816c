// GET /v1/dealers/auction/list: live auctions, filtered, 12 a page, loaded page after page.
import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { AUCTION_PAGE_SIZE, api } from '@autobid/shared';
import { cardImage } from '@/components/ui/auction-card-parts';
import { preloadPhoto } from '@/lib/preload';
import { call, type CallOptions } from '@/lib/call';
import { AHEAD_OF_SCREEN } from '@/lib/http';
import { searchParamsToFilters, type AuctionFilters } from '../filters';

export const AUCTION_LIST_KEY = ['auctions', 'list'] as const;

export function getAuctions(filters: AuctionFilters, page: number, options?: CallOptions) {
  return call(
    api.auctions.list,
    {
      query: {
        page,
        size: AUCTION_PAGE_SIZE,
        brandIds: filters.brandIds.join(','),
        regions: filters.regions.join(','),
        repair: filters.repair ?? undefined,
        purpose: filters.purpose ?? undefined,
        liked: filters.liked ? 'true' : undefined,
      },
    },
    options,
  );
}

export const auctionsQueryOptions = (filters: AuctionFilters) =>
  infiniteQueryOptions({
    queryKey: [...AUCTION_LIST_KEY, filters],
    queryFn: ({ pageParam, signal }) => getAuctions(filters, pageParam, { signal }),
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
 * app/router.tsx): beside the session's profile call instead of after it. Quiet: a dealer not yet
 * approved is refused here and sent to /wait by the guard, not logged out. With `preloadFirstPhoto` (the
 * list opened first, src/main.tsx), the first card's photo, the page's largest paint, is asked for as soon as
 * page 1 is in, not once the list's chunk has loaded and rendered its card. For the list without conditions, the
 * page's first script has asked for both before the app loaded (src/first-screen/first-page.ts): this call takes its answer.
 */
export async function prefetchAuctions(
  client: QueryClient,
  search: URLSearchParams,
  { preloadFirstPhoto = false } = {},
): Promise<void> {
  const filters = searchParamsToFilters(search);
  const options = auctionsQueryOptions(filters);
  await client.prefetchInfiniteQuery({
    ...options,
    queryFn: ({ pageParam, signal }) => getAuctions(filters, pageParam, { ...AHEAD_OF_SCREEN, signal }),
  });
  const first = client.getQueryData(options.queryKey)?.pages[0]?.items[0];
  // The list's first script (src/first-screen/first-page.ts) may have asked for it already.
  if (preloadFirstPhoto && first) {
    preloadPhoto(cardImage(first));
  }
}
