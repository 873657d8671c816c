// GET /v1/public/auction/live: the real live auction the landing hero shows, or null when none runs.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@autobid/shared';
import { call } from '@/lib/call';

export function liveAuctionQueryOptions() {
  return queryOptions({
    queryKey: ['public', 'live-auction'],
    queryFn: ({ signal }) => call(api.content.liveAuction, {}, { signal }),
  });
}

export function useLiveAuction() {
  return useQuery(liveAuctionQueryOptions());
}
