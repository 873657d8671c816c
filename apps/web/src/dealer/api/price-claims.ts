// GET {detail base}/price-adjustments (by id or by code): the deal's price claims, newest first, the price it
// completes at, and the sheet and deduction guide the claim form offers (docs/domain.md "Handover"). Keyed
// under the detail's own key, so whatever refreshes the deal (a step, the live socket) refreshes its claims.
import { useQuery } from '@tanstack/react-query';
import { api } from '@autobid/shared';
import { auctionTargetKey, callTarget, type AuctionTarget } from '@/lib/auction-target';
import { call } from '@/lib/call';

export function priceClaimsKey(target: AuctionTarget) {
  return [...auctionTargetKey(target), 'price-claims'] as const;
}

export function usePriceClaims(target: AuctionTarget, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: priceClaimsKey(target),
    queryFn: ({ signal }) =>
      callTarget(target, {
        id: (params) => call(api.priceClaims.view, { params }, { signal }),
        code: (params, callOptions) => call(api.priceClaims.codeView, { params }, { ...callOptions, signal }),
      }),
    enabled: options.enabled ?? true,
  });
}
