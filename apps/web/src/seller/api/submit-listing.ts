// POST /v1/sellers/auctions/{id}/submit: the complete draft goes to review (AUDIT). Silent: the form says why not.
import type { ListingSaved } from '@autobid/shared';
import { post, type ApiResult } from '@/lib/http';
import { sellerKeys } from './query-keys';
import { SELLER_SILENT, useSellerWrite } from './seller-write';

export function submitListing(id: number): Promise<ApiResult<ListingSaved>> {
  return post<ListingSaved>(`/v1/sellers/auctions/${id}/submit`, undefined, SELLER_SILENT);
}

export function useSubmitListing() {
  // Marked stale, not refetched here: the open edit page would turn into "cannot edit" before the form
  // moves on to the detail page, which fetches it afresh.
  return useSellerWrite(submitListing, sellerKeys.auctions(), 'none');
}
