// PUT /v1/sellers/me {name}: the name the winning dealer sees once the fee is paid. Silent: the form shows a refusal.
import { api, type SellerMeRequest } from '@autobid/shared';
import { sellerKeys } from './query-keys';
import { sendSellerWrite, useSellerWrite } from './seller-write';

export function useUpdateSellerMe() {
  return useSellerWrite(
    (body: SellerMeRequest) => sendSellerWrite(api.sellers.updateMe, { body }),
    sellerKeys.me(),
  );
}
