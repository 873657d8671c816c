// Live updates of the seller's own listing: the /auction namespace with the seller's token (the server
// lets a seller join its own auction's room); each 'auction-update' refetches the seller's answers.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SOCKET_EVENT_AUCTION_UPDATE } from '@autobid/shared';
import { connectAuctionSocket } from '@/lib/socket';
import { useSellerToken } from '@/lib/storage';
import { sellerKeys } from '../api/query-keys';

export function useSellerAuctionSocket(auctionId: number, isLive: boolean): void {
  const queryClient = useQueryClient();
  const token = useSellerToken();

  useEffect(() => {
    if (!isLive || !token || !Number.isInteger(auctionId) || auctionId <= 0) {
      return;
    }
    const socket = connectAuctionSocket(auctionId, token);
    socket.on(SOCKET_EVENT_AUCTION_UPDATE, (event) => {
      if (event.auctionId !== auctionId) {
        return;
      }
      // The detail and the list's card both change (bid count, highest bid, status).
      void queryClient.invalidateQueries({ queryKey: sellerKeys.auctions() });
    });
    return () => {
      socket.off(SOCKET_EVENT_AUCTION_UPDATE);
      socket.disconnect();
    };
  }, [auctionId, isLive, token, queryClient]);
}
