// POST /v1/sellers/auctions/{id}/select {biddingId}: the seller picks the winning bid. Silent: the dialog shows a refusal.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@autobid/shared';
import { sellerKeys } from './query-keys';
import { sendSellerWrite } from './seller-write';

export function useSelectBid(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (biddingId: number) =>
      sendSellerWrite(api.sellers.select, { params: { id }, body: { biddingId } }),
    onSettled: async () => {
      // A refusal (the window closed, the bid was withdrawn) also means the page is out of date.
      await queryClient.invalidateQueries({ queryKey: sellerKeys.auctions() });
    },
  });
}
