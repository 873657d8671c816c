// POST /v1/admin/operators/{id}/password: a new password; that operator's earlier sessions end.
import { api, type ResetOperatorPasswordRequest } from '@autobid/shared';
import { sendAction, useConsoleAction } from '../../../api/console-action';
import { adminKeys } from '../../../api/query-keys';

export function useResetOperatorPassword() {
  return useConsoleAction(
    ({ id, password }: ResetOperatorPasswordRequest & { id: number }) =>
      sendAction(api.consoleOperators.resetPassword, { params: { id: String(id) }, body: { password } }),
    [adminKeys.area('operators')],
  );
}
