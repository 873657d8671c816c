// PATCH /v1/admin/operators/{id}: name, role, disabled. A role change or disabling ends that operator's
// sessions; the server refuses disabling or demoting oneself and the last active ADMIN.
import { api, type UpdateOperatorRequest } from '@autobid/shared';
import { sendAction, useConsoleAction } from '../../../api/console-action';
import { adminKeys } from '../../../api/query-keys';

export function useUpdateOperator() {
  return useConsoleAction(
    ({ id, ...body }: UpdateOperatorRequest & { id: number }) =>
      sendAction(api.consoleOperators.update, { params: { id: String(id) }, body }),
    [adminKeys.area('operators')],
  );
}
