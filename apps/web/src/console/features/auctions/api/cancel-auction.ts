// POST /v1/admin/auctions/{id}/cancel: the operator's cancel (ADMIN_CANCELED) with its deal in force.
import { api } from '@autobid/shared';
import { sendAction, useConsoleAction } from '../../../api/console-action';
import { adminKeys } from '../../../api/query-keys';

export function useCancelAuction() {
  return useConsoleAction(
    ({ id, reason }: { id: number; reason: string }) =>
      sendAction(api.consoleAuctions.cancel, { params: { id: String(id) }, body: { reason } }),
    [adminKeys.area('auctions'), adminKeys.area('deals')],
  );
}
