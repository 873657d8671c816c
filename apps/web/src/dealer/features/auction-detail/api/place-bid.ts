// POST {base}/bidding/ {price in won} (by id or by code), with an Idempotency-Key per submit so a retried
// or doubled submit cannot create two bids.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type PlaceBidRequest } from '@autobid/shared';
import { showAlert } from '@/components/ui/app-dialog';
import { auctionTargetKey, callTarget, type AuctionTarget } from '@/lib/auction-target';
import { call } from '@/lib/call';

export const BID_SUCCESS_MESSAGE = '입찰이 완료되었습니다.';

export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  // Plain-http origins other than localhost have no randomUUID; a random string serves the same purpose.
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

export function placeBid(target: AuctionTarget, body: PlaceBidRequest, idempotencyKey: string) {
  // Silent: the form shows a refusal itself (a 409 such as a ban keeps the session; only 401/403 drop it).
  const options = { headers: { 'Idempotency-Key': idempotencyKey }, silent: true };
  return callTarget(target, {
    id: (params) => call(api.auctions.placeBid, { params, body }, options),
    code: (params, codeOptions) =>
      call(api.codeLinks.placeBid, { params, body }, { ...options, ...codeOptions }),
  });
}

export function usePlaceBid(target: AuctionTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { priceWon: number; idempotencyKey: string }) =>
      placeBid(target, { price: input.priceWon }, input.idempotencyKey),
    // The form shows a refusal's message (mutation.error).
    onSuccess: async () => {
      void showAlert(BID_SUCCESS_MESSAGE);
      await queryClient.invalidateQueries({ queryKey: auctionTargetKey(target) });
      await queryClient.invalidateQueries({ queryKey: ['biddings'] });
    },
  });
}
