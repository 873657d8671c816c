// POST /v1/admin/dealers/{username}/approve: approves a waiting application (or identity change).
import type { DealerDecision } from '@autobid/shared';
import { adminSend, useAdminAction } from '../../../api/admin-request';
import { adminKeys } from '../../../api/query-keys';

export function useApproveDealer() {
  return useAdminAction(
    (username: string) =>
      adminSend<DealerDecision>('POST', `/v1/admin/dealers/${encodeURIComponent(username)}/approve`),
    [adminKeys.area('dealers')],
  );
}
