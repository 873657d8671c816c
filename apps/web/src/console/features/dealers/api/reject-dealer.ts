// POST /v1/admin/dealers/{username}/reject: rejects with the reason the dealer reads on its wait page.
import { api } from '@autobid/shared';
import { sendAction, useConsoleAction } from '../../../api/console-action';
import { adminKeys } from '../../../api/query-keys';

export function useRejectDealer() {
  return useConsoleAction(
    ({ username, reason }: { username: string; reason: string }) =>
      sendAction(api.consoleDealers.reject, { params: { username }, body: { reason } }),
    [adminKeys.area('dealers')],
  );
}
