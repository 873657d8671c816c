// POST {detail base}/complete (by id or by code): the final price, the reason when it changed, the
// inspection result and photos. The caller alerts and moves on; refusals were alerted by the client.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type CompleteDealRequest } from '@autobid/shared';
import { callTarget, type AuctionTarget } from '@/lib/auction-target';
import { call } from '@/lib/call';

export function completeDeal(target: AuctionTarget, body: CompleteDealRequest) {
  return callTarget(target, {
    id: (params) => call(api.deals.complete, { params, body }),
    code: (params, options) => call(api.codeLinks.complete, { params, body }, options),
  });
}

export function useCompleteDeal(target: AuctionTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompleteDealRequest) => completeDeal(target, body),
    onSuccess: () => {
      // Not awaited, and the open detail is only marked stale: the form would turn into the not-found view
      // (the deal is no longer RESERVATION_COMPLETE) before the page leaves or shows its done view.
      void queryClient.invalidateQueries({ queryKey: ['auctions', 'detail'], refetchType: 'none' });
      for (const queryKey of [['deals'], ['biddings'], ['dashboard']]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
