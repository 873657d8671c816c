// POST /v1/admin/dealers/{username}/reject: rejects with the reason the dealer reads on its wait page.
import type { DealerDecision } from '@autobid/shared';
import { adminSend, useAdminAction } from '../../../api/admin-request';
import { adminKeys } from '../../../api/query-keys';

export function useRejectDealer() {
  return useAdminAction(
    ({ username, reason }: { username: string; reason: string }) =>
      adminSend<DealerDecision>('POST', `/v1/admin/dealers/${encodeURIComponent(username)}/reject`, {
        reason,
      }),
    [adminKeys.area('dealers')],
  );
}
