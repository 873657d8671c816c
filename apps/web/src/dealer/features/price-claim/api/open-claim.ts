// POST {detail base}/price-adjustments (by id or by code): the winner's claim at handover. A refusal is
// alerted by the http client with the server's message; a sent claim refreshes the deal and its claims.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type PriceClaimRequest } from '@autobid/shared';
import { auctionTargetKey, callTarget, type AuctionTarget } from '@/lib/auction-target';
import { call } from '@/lib/call';

export function useOpenClaim(target: AuctionTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PriceClaimRequest) =>
      callTarget(target, {
        id: (params) => call(api.priceClaims.open, { params, body }),
        code: (params, options) => call(api.priceClaims.codeOpen, { params, body }, options),
      }),
    onSuccess: () => {
      // The detail's key covers its claims (dealer/api/price-claims.ts); the deal list shows no claim.
      void queryClient.invalidateQueries({ queryKey: auctionTargetKey(target) });
    },
  });
}
