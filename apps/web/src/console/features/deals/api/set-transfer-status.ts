// POST /v1/admin/deals/{auctionId}/transaction-status: the title-transfer status after completion.
import type { AdminAuctionChange, AdminTransferRequest } from '@autobid/shared';
import { adminSend, useAdminAction } from '../../../api/admin-request';
import { adminKeys } from '../../../api/query-keys';

export function useSetTransferStatus() {
  return useAdminAction(
    ({ auctionId, ...body }: AdminTransferRequest & { auctionId: number }) =>
      adminSend<AdminAuctionChange>('POST', `/v1/admin/deals/${auctionId}/transaction-status`, body),
    [adminKeys.area('deals'), adminKeys.area('auctions')],
  );
}
