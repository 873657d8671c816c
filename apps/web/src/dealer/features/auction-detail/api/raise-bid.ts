// PATCH /v1/dealers/auction/bidding/{id} {price in won}: raises the dealer's own active bid in place (no
// penalty), with an Idempotency-Key per submit as a bid has.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RaiseBidRequest, RaiseBidResponse } from '@autobid/shared';
import { showAlert } from '@/components/ui/app-dialog';
import { auctionTargetKey, type AuctionTarget } from '@/lib/auction-target';
import { patch, type ApiResult } from '@/lib/http';

export const BID_RAISE_SUCCESS_MESSAGE = '입찰가를 올렸습니다.';

export function raiseBid(
  biddingId: number,
  body: RaiseBidRequest,
  idempotencyKey: string,
): Promise<ApiResult<RaiseBidResponse>> {
  // Silent: the form shows a refusal (a lower amount, an ended auction, a ban) itself.
  return patch<RaiseBidResponse>(`/v1/dealers/auction/bidding/${biddingId}`, body, {
    headers: { 'Idempotency-Key': idempotencyKey },
    silent: true,
  });
}

export function useRaiseBid(target: AuctionTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { biddingId: number; priceWon: number; idempotencyKey: string }) =>
      raiseBid(input.biddingId, { price: input.priceWon }, input.idempotencyKey),
    onSuccess: async (result) => {
      if (!result.ok) {
        return;
      }
      void showAlert(BID_RAISE_SUCCESS_MESSAGE);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: auctionTargetKey(target) }),
        queryClient.invalidateQueries({ queryKey: ['biddings'] }),
      ]);
    },
  });
}
