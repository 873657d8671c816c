// POST /v1/sellers/auctions/{id}/select {biddingId}: the seller picks the winning bid. Silent: the dialog shows a refusal.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DealActionResponse } from '@autobid/shared';
import { post, type ApiResult } from '@/lib/http';
import { sellerKeys } from './query-keys';
import { SELLER_SILENT } from './seller-write';

export function selectBid(id: number, biddingId: number): Promise<ApiResult<DealActionResponse>> {
  return post<DealActionResponse>(`/v1/sellers/auctions/${id}/select`, { biddingId }, SELLER_SILENT);
}

export function useSelectBid(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (biddingId: number) => selectBid(id, biddingId),
    onSettled: async () => {
      // A refusal (the window closed, the bid was withdrawn) also means the page is out of date.
      await queryClient.invalidateQueries({ queryKey: sellerKeys.auctions() });
    },
  });
}
