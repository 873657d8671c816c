// POST /v1/admin/auctions/{id}/cancel: the operator's cancel (ADMIN_CANCELED) with its deal in force.
import type { AdminCancelResult } from '@autobid/shared';
import { adminSend, useAdminAction } from '../../../api/admin-request';
import { adminKeys } from '../../../api/query-keys';

export function useCancelAuction() {
  return useAdminAction(
    ({ id, reason }: { id: number; reason: string }) =>
      adminSend<AdminCancelResult>('POST', `/v1/admin/auctions/${id}/cancel`, { reason }),
    [adminKeys.area('auctions'), adminKeys.area('deals')],
  );
}
