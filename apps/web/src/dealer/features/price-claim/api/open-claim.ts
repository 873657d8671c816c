// POST {detail base}/price-adjustments (by id or by code): the winner's claim at handover. Sent silently: the
// form puts a refused photo at its field and alerts any other refusal with the server's message (the claim
// form page); a sent claim refreshes the deal and its claims.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type PriceClaimRequest } from '@autobid/shared';
import { auctionTargetKey, callTarget, type AuctionTarget } from '@/lib/auction-target';
import { call } from '@/lib/call';

export function useOpenClaim(target: AuctionTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PriceClaimRequest) =>
      callTarget(target, {
        id: (params) => call(api.priceClaims.open, { params, body }, { silent: true }),
        code: (params, options) =>
          call(api.priceClaims.codeOpen, { params, body }, { ...options, silent: true }),
      }),
    onSuccess: () => {
      // The detail's key covers its claims (dealer/api/price-claims.ts); the deal list shows no claim.
      void queryClient.invalidateQueries({ queryKey: auctionTargetKey(target) });
    },
  });
}
