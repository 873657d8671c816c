// DELETE /v1/sellers/me: the seller closes his account (docs/domain.md "Retention"). Silent: the dialog shows a
// refusal (409 naming the listings, deals or claims still open).
import { api } from '@autobid/shared';
import { sellerKeys } from '../../../api/query-keys';
import { sendSellerWrite, useSellerWrite } from '../../../api/seller-write';

export function useCloseSellerAccount() {
  return useSellerWrite(() => sendSellerWrite(api.sellers.closeMe, {}), sellerKeys.me(), 'none');
}
