// GET /v1/public/auction/live: the real live auction the landing hero shows, or null when none runs.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LiveAuctionHighlight } from '@autobid/shared';
import { getData } from '@/lib/http';

export async function getLiveAuction(): Promise<LiveAuctionHighlight> {
  // Silent: the hero simply shows no auction when the call fails.
  return (
    (await getData<LiveAuctionHighlight>('/v1/public/auction/live', undefined, { silent: true })) ?? null
  );
}

export function liveAuctionQueryOptions() {
  return queryOptions({ queryKey: ['public', 'live-auction'], queryFn: getLiveAuction });
}

export function useLiveAuction() {
  return useQuery(liveAuctionQueryOptions());
}
