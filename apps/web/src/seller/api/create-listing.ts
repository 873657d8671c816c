// POST /v1/sellers/auctions (listingRequest): the first save of a new listing creates the draft.
// Silent: the form shows a refusal at the top or under its field.
import type { ListingInput, ListingSaved } from '@autobid/shared';
import { post, type ApiResult } from '@/lib/http';
import { sellerKeys } from './query-keys';
import { SELLER_SILENT, useSellerWrite } from './seller-write';

export function createListing(body: ListingInput): Promise<ApiResult<ListingSaved>> {
  return post<ListingSaved>('/v1/sellers/auctions', body, SELLER_SILENT);
}

export function useCreateListing() {
  return useSellerWrite(createListing, sellerKeys.auctions());
}
