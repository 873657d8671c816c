// POST /v1/admin/auctions/{id}/approve: AUDIT -> APPROVED, opening at the next 09:00.
import type { AdminListingDecision } from '@autobid/shared';
import { adminSend, useAdminAction } from '../../../api/admin-request';
import { adminKeys } from '../../../api/query-keys';

export function useApproveAuction() {
  return useAdminAction(
    (id: number) => adminSend<AdminListingDecision>('POST', `/v1/admin/auctions/${id}/approve`),
    [adminKeys.area('auctions')],
  );
}
