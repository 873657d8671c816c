// PUT /v1/sellers/auctions/{id} (listingRequest): each later save replaces the whole draft, photos included.
// Silent: the form shows a refusal at the top or under its field.
import type { ListingInput, ListingSaved } from '@autobid/shared';
import { put, type ApiResult } from '@/lib/http';
import { sellerKeys } from './query-keys';
import { SELLER_SILENT, useSellerWrite } from './seller-write';

export function updateListing(id: number, body: ListingInput): Promise<ApiResult<ListingSaved>> {
  return put<ListingSaved>(`/v1/sellers/auctions/${id}`, body, SELLER_SILENT);
}

export function useUpdateListing() {
  return useSellerWrite(
    ({ id, body }: { id: number; body: ListingInput }) => updateListing(id, body),
    sellerKeys.auctions(),
  );
}
