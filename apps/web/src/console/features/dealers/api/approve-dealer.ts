// POST /v1/admin/dealers/{username}/approve: approves a waiting application (or identity change).
import { api } from '@autobid/shared';
import { sendAction, useConsoleAction } from '../../../api/console-action';
import { adminKeys } from '../../../api/query-keys';

export function useApproveDealer() {
  return useConsoleAction(
    (username: string) => sendAction(api.consoleDealers.approve, { params: { username } }),
    [adminKeys.area('dealers')],
  );
}
