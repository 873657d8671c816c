// POST /v1/admin/operators/{id}/password: a new password; that operator's earlier sessions end.
import type { AdminOperator, ResetOperatorPasswordRequest } from '@autobid/shared';
import { adminSend, useAdminAction } from '../../../api/admin-request';
import { adminKeys } from '../../../api/query-keys';

export function useResetOperatorPassword() {
  return useAdminAction(
    ({ id, password }: ResetOperatorPasswordRequest & { id: number }) =>
      adminSend<AdminOperator>('POST', `/v1/admin/operators/${id}/password`, { password }),
    [adminKeys.area('operators')],
  );
}
