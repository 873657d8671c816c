// POST /v1/admin/penalties/{id}/lift: ends a ban now (the dealer's later bans move earlier).
import type { AdminPenalty } from '@autobid/shared';
import { adminSend, useAdminAction } from '../../../api/admin-request';
import { adminKeys } from '../../../api/query-keys';

export function useLiftPenalty() {
  return useAdminAction(
    ({ id, reason }: { id: number; reason: string }) =>
      adminSend<AdminPenalty>('POST', `/v1/admin/penalties/${id}/lift`, { reason }),
    [adminKeys.area('penalties'), adminKeys.area('dealers')],
  );
}
