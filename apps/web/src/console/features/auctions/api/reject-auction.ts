// POST /v1/admin/auctions/{id}/reject: AUDIT -> REJECTED with the reason the seller reads.
import { api } from '@autobid/shared';
import { sendAction, useConsoleAction } from '../../../api/console-action';
import { adminKeys } from '../../../api/query-keys';

export function useRejectAuction() {
  return useConsoleAction(
    ({ id, reason }: { id: number; reason: string }) =>
      sendAction(api.consoleListings.reject, { params: { id: String(id) }, body: { reason } }),
    [adminKeys.area('auctions')],
  );
}
