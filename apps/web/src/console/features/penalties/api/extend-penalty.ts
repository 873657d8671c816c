// POST /v1/admin/penalties/{id}/extend: pushes a ban's end (and the dealer's later bans) by 1..90 days.
import type { AdminPenalty, AdminPenaltyExtendRequest } from '@autobid/shared';
import { adminSend, useAdminAction } from '../../../api/admin-request';
import { adminKeys } from '../../../api/query-keys';

export function useExtendPenalty() {
  return useAdminAction(
    ({ id, ...body }: AdminPenaltyExtendRequest & { id: number }) =>
      adminSend<AdminPenalty>('POST', `/v1/admin/penalties/${id}/extend`, body),
    [adminKeys.area('penalties'), adminKeys.area('dealers')],
  );
}
