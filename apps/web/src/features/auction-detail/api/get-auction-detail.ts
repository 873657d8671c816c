// GET /v1/dealers/auction/{id}: the shared detail of /auction/detail/:id and /bidding/detail/:id; null when missing.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuctionDetail } from '@autobid/shared';
import { getData } from '@/lib/http';

/** The detail plus the server clock minus the client clock at the time it arrived (for the countdown). */
export type AuctionDetailView = AuctionDetail & { clockOffsetMs: number };

export const auctionDetailQueryKey = (id: number) => ['auctions', 'detail', id] as const;

export async function getAuctionDetail(id: number): Promise<AuctionDetailView | null> {
  // Silent: a missing or forbidden auction shows the not-found view instead of an alert.
  const detail = await getData<AuctionDetail>(`/v1/dealers/auction/${id}`, undefined, { silent: true });
  if (!detail) return null;
  const serverNow = new Date(detail.serverNow).getTime();
  return { ...detail, clockOffsetMs: Number.isFinite(serverNow) ? serverNow - Date.now() : 0 };
}

export function auctionDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: auctionDetailQueryKey(id),
    queryFn: () => getAuctionDetail(id),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useAuctionDetail(id: number) {
  return useQuery(auctionDetailQueryOptions(id));
}
