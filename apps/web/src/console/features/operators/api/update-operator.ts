// PATCH /v1/admin/operators/{id}: name, role, disabled. A role change or disabling ends that operator's
// sessions; the server refuses disabling or demoting oneself and the last active ADMIN.
import type { AdminOperator, UpdateOperatorRequest } from '@autobid/shared';
import { adminSend, useAdminAction } from '../../../api/admin-request';
import { adminKeys } from '../../../api/query-keys';

export function useUpdateOperator() {
  return useAdminAction(
    ({ id, ...body }: UpdateOperatorRequest & { id: number }) =>
      adminSend<AdminOperator>('PATCH', `/v1/admin/operators/${id}`, body),
    [adminKeys.area('operators')],
  );
}
