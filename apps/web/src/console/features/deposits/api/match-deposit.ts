// POST /v1/admin/deposits/{id}/match: pays the auction's deal waiting for the fee from this deposit. The
// deal moves on, so the deal and auction screens refresh too.
import type { AdminDeposit } from '@autobid/shared';
import { adminSend, useAdminAction } from '../../../api/admin-request';
import { adminKeys } from '../../../api/query-keys';

export function useMatchDeposit() {
  return useAdminAction(
    ({ depositId, auctionId }: { depositId: number; auctionId: number }) =>
      adminSend<AdminDeposit>('POST', `/v1/admin/deposits/${depositId}/match`, { auctionId }),
    [adminKeys.area('deposits'), adminKeys.area('deals'), adminKeys.area('auctions')],
  );
}
