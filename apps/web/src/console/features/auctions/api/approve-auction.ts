// POST /v1/admin/auctions/{id}/approve: AUDIT -> APPROVED, opening at the next 09:00.
import { api } from '@autobid/shared';
import { sendAction, useConsoleAction } from '../../../api/console-action';
import { adminKeys } from '../../../api/query-keys';

export function useApproveAuction() {
  return useConsoleAction(
    (id: number) => sendAction(api.consoleListings.approve, { params: { id: String(id) } }),
    [adminKeys.area('auctions')],
  );
}
