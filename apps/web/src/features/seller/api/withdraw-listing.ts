// POST /v1/sellers/auctions/{id}/withdraw: the seller cancels the listing (USER_CANCELED) before DEALER_DEPOSIT.
// Silent: the dialog shows a refusal.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListingSaved } from '@autobid/shared';
import { SELLER_SESSION, post, type ApiResult } from '@/lib/http';
import { sellerKeys } from './query-keys';

export function withdrawListing(id: number): Promise<ApiResult<ListingSaved>> {
  return post<ListingSaved>(`/v1/sellers/auctions/${id}/withdraw`, undefined, {
    ...SELLER_SESSION,
    silent: true,
  });
}

export function useWithdrawListing(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => withdrawListing(id),
    onSuccess: async (result) => {
      if (result.ok) {
        await queryClient.invalidateQueries({ queryKey: sellerKeys.auctions() });
      }
    },
  });
}
