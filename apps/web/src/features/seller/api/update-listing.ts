// PUT /v1/sellers/auctions/{id} (listingRequest): each later save replaces the whole draft, photos included.
// Silent: the form shows a refusal at the top or under its field.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListingInput, ListingSaved } from '@autobid/shared';
import { SELLER_SESSION, put, type ApiResult } from '@/lib/http';
import { sellerKeys } from './query-keys';

export function updateListing(id: number, body: ListingInput): Promise<ApiResult<ListingSaved>> {
  return put<ListingSaved>(`/v1/sellers/auctions/${id}`, body, { ...SELLER_SESSION, silent: true });
}

export function useUpdateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ListingInput }) => updateListing(id, body),
    onSuccess: async (result) => {
      if (result.ok) {
        await queryClient.invalidateQueries({ queryKey: sellerKeys.auctions() });
      }
    },
  });
}
