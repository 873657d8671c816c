// POST /v1/admin/auctions/{id}/reject: AUDIT -> REJECTED with the reason the seller reads.
import type { AdminListingDecision } from '@autobid/shared';
import { adminSend, useAdminAction } from '../../../api/admin-request';
import { adminKeys } from '../../../api/query-keys';

export function useRejectAuction() {
  return useAdminAction(
    ({ id, reason }: { id: number; reason: string }) =>
      adminSend<AdminListingDecision>('POST', `/v1/admin/auctions/${id}/reject`, { reason }),
    [adminKeys.area('auctions')],
  );
}
