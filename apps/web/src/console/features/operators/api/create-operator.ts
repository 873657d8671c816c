// POST /v1/admin/operators: a new operator account (username, name, role, first password).
import { api, type CreateOperatorRequest } from '@autobid/shared';
import { sendAction, useConsoleAction } from '../../../api/console-action';
import { adminKeys } from '../../../api/query-keys';

export function useCreateOperator() {
  return useConsoleAction(
    (body: CreateOperatorRequest) => sendAction(api.consoleOperators.create, { body }),
    [adminKeys.area('operators')],
  );
}
