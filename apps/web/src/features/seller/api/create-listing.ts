// POST /v1/sellers/auctions (listingRequest): the first save of a new listing creates the draft.
// Silent: the form shows a refusal at the top or under its field.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListingInput, ListingSaved } from '@autobid/shared';
import { SELLER_SESSION, post, type ApiResult } from '@/lib/http';
import { sellerKeys } from './query-keys';

export function createListing(body: ListingInput): Promise<ApiResult<ListingSaved>> {
  return post<ListingSaved>('/v1/sellers/auctions', body, { ...SELLER_SESSION, silent: true });
}

export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createListing,
    onSuccess: async (result) => {
      if (result.ok) {
        await queryClient.invalidateQueries({ queryKey: sellerKeys.auctions() });
      }
    },
  });
}
