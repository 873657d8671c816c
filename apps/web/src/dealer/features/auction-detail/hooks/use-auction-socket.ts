// Live updates of one auction: while signed in, each 'auction-update' puts its top bid and bidder count into
// the cached detail at once (so "내 입찰가" says "상위 입찰 있음" the moment another bid passes it), then
// refetches the detail (docs/spec.md §4).
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SOCKET_EVENT_AUCTION_UPDATE } from '@autobid/shared';
import type { AuctionDetailView } from '@/lib/auction-detail-query';
import { auctionTargetKey, type AuctionTarget } from '@/lib/auction-target';
import { useProfile } from '@/lib/dealer-session';
import { connectAuctionSocket } from '@/lib/socket';

/**
 * `auctionId` is the detail's id (known only once a code target's detail has loaded; 0 until then);
 * `target` must keep its identity between renders (the page memoises it).
 */
export function useAuctionSocket(auctionId: number, target: AuctionTarget): void {
  const queryClient = useQueryClient();
  const signedIn = useProfile().id > 0;

  useEffect(() => {
    if (!signedIn || !Number.isInteger(auctionId) || auctionId <= 0) {
      return;
    }
    // connectAuctionSocket sets websocket-only, reconnection 1 s up to 5 s and a 20 s timeout.
    const socket = connectAuctionSocket(auctionId);
    // The payload is the shared AuctionUpdateEvent. Its numbers apply now; the rest (the bid list, a status the
    // viewer reads differently, e.g. a superseded winner) comes with the refetch.
    socket.on(SOCKET_EVENT_AUCTION_UPDATE, (event) => {
      if (event.auctionId !== auctionId) {
        return;
      }
      if (event.reason !== 'STATUS') {
        queryClient.setQueryData<AuctionDetailView | null>(auctionTargetKey(target), (detail) =>
          detail
            ? { ...detail, maxBiddingPrice: event.maxBiddingPrice, bidderCount: event.bidderCount }
            : detail,
        );
      }
      void queryClient.invalidateQueries({ queryKey: auctionTargetKey(target) });
    });
    return () => {
      socket.off(SOCKET_EVENT_AUCTION_UPDATE);
      socket.disconnect();
    };
  }, [auctionId, signedIn, queryClient, target]);
}
