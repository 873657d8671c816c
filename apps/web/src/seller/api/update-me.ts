// PUT /v1/sellers/me {name}: the name the winning dealer sees once the fee is paid. Silent: the form shows a refusal.
import type { SellerMe, SellerMeRequest } from '@autobid/shared';
import { put, type ApiResult } from '@/lib/http';
import { sellerKeys } from './query-keys';
import { SELLER_SILENT, useSellerWrite } from './seller-write';

export function updateSellerMe(body: SellerMeRequest): Promise<ApiResult<SellerMe>> {
  return put<SellerMe>('/v1/sellers/me', body, SELLER_SILENT);
}

export function useUpdateSellerMe() {
  return useSellerWrite(updateSellerMe, sellerKeys.me());
}
