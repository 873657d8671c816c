// POST /v1/admin/operators: a new operator account (username, name, role, first password).
import type { AdminOperator, CreateOperatorRequest } from '@autobid/shared';
import { adminSend, useAdminAction } from '../../../api/admin-request';
import { adminKeys } from '../../../api/query-keys';

export function useCreateOperator() {
  return useAdminAction(
    (body: CreateOperatorRequest) => adminSend<AdminOperator>('POST', '/v1/admin/operators', body),
    [adminKeys.area('operators')],
  );
}
