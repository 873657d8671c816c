// POST /v1/sellers/auctions/{id}/withdraw: the seller cancels the listing (USER_CANCELED) before DEALER_DEPOSIT.
// Silent: the dialog shows a refusal.
import type { ListingSaved } from '@autobid/shared';
import { post, type ApiResult } from '@/lib/http';
import { sellerKeys } from './query-keys';
import { SELLER_SILENT, useSellerWrite } from './seller-write';

export function withdrawListing(id: number): Promise<ApiResult<ListingSaved>> {
  return post<ListingSaved>(`/v1/sellers/auctions/${id}/withdraw`, undefined, SELLER_SILENT);
}

export function useWithdrawListing(id: number) {
  return useSellerWrite(() => withdrawListing(id), sellerKeys.auctions());
}
