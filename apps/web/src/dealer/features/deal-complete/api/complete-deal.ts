// POST {detail base}/complete (by id or by code): the final price, the reason when it changed, the
// inspection result and photos. The caller alerts and moves on; failures were alerted by the client.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompleteDealRequest, DealActionResponse } from '@autobid/shared';
import { auctionBasePath, targetRequestOptions, type AuctionTarget } from '@/lib/auction-target';
import { post, type ApiResult } from '@/lib/http';

export function completeDeal(
  target: AuctionTarget,
  body: CompleteDealRequest,
): Promise<ApiResult<DealActionResponse>> {
  return post<DealActionResponse>(`${auctionBasePath(target)}/complete`, body, targetRequestOptions(target));
}

export function useCompleteDeal(target: AuctionTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompleteDealRequest) => completeDeal(target, body),
    onSuccess: (result) => {
      if (!result.ok) {
        return;
      }
      // Not awaited, and the open detail is only marked stale: the form would turn into the not-found view
      // (the deal is no longer RESERVATION_COMPLETE) before the page leaves or shows its done view.
      void queryClient.invalidateQueries({ queryKey: ['auctions', 'detail'], refetchType: 'none' });
      for (const queryKey of [['deals'], ['biddings'], ['dashboard']]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
