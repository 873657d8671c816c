// POST /v1/sellers/auctions/{id}/submit: the complete draft goes to review (AUDIT). Silent: the form says why not.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListingSaved } from '@autobid/shared';
import { SELLER_SESSION, post, type ApiResult } from '@/lib/http';
import { sellerKeys } from './query-keys';

export function submitListing(id: number): Promise<ApiResult<ListingSaved>> {
  return post<ListingSaved>(`/v1/sellers/auctions/${id}/submit`, undefined, {
    ...SELLER_SESSION,
    silent: true,
  });
}

export function useSubmitListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitListing,
    onSuccess: async (result) => {
      if (result.ok) {
        // Marked stale, not refetched here: the open edit page would turn into "cannot edit" before the
        // form moves on to the detail page, which fetches it afresh.
        await queryClient.invalidateQueries({ queryKey: sellerKeys.auctions(), refetchType: 'none' });
      }
    },
  });
}
