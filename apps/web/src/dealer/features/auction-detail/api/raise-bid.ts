// PATCH /v1/dealers/auction/bidding/{id} {price in won}: raises the dealer's own active bid in place (no
// penalty), with an Idempotency-Key per submit as a bid has.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type RaiseBidRequest } from '@autobid/shared';
import { showAlert } from '@/components/ui/app-dialog';
import { auctionTargetKey, type AuctionTarget } from '@/lib/auction-target';
import { call } from '@/lib/call';

export const BID_RAISE_SUCCESS_MESSAGE = '입찰가를 올렸습니다.';

export function raiseBid(biddingId: number, body: RaiseBidRequest, idempotencyKey: string) {
  // Silent: the form shows a refusal (a lower amount, an ended auction, a ban) itself.
  return call(
    api.auctions.raiseBid,
    { params: { id: String(biddingId) }, body },
    { headers: { 'Idempotency-Key': idempotencyKey }, silent: true },
  );
}

export function useRaiseBid(target: AuctionTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { biddingId: number; priceWon: number; idempotencyKey: string }) =>
      raiseBid(input.biddingId, { price: input.priceWon }, input.idempotencyKey),
    onSuccess: async () => {
      void showAlert(BID_RAISE_SUCCESS_MESSAGE);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: auctionTargetKey(target) }),
        queryClient.invalidateQueries({ queryKey: ['biddings'] }),
      ]);
    },
  });
}
