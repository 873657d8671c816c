// POST /v1/admin/deposits/{id}/refund (ADMIN): marks the money returned, with the reason for the audit log.
import type { AdminDeposit } from '@autobid/shared';
import { adminSend, useAdminAction } from '../../../api/admin-request';
import { adminKeys } from '../../../api/query-keys';

export function useRefundDeposit() {
  return useAdminAction(
    ({ depositId, reason }: { depositId: number; reason: string }) =>
      adminSend<AdminDeposit>('POST', `/v1/admin/deposits/${depositId}/refund`, { reason }),
    [adminKeys.area('deposits'), adminKeys.area('deals'), adminKeys.area('auctions')],
  );
}
