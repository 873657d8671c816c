// POST /v1/admin/deposits/{id}/refund (ADMIN): marks the money returned, with the reason for the audit log.
import { api } from '@autobid/shared';
import { sendAction, useConsoleAction } from '../../../api/console-action';
import { adminKeys } from '../../../api/query-keys';

export function useRefundDeposit() {
  return useConsoleAction(
    ({ depositId, reason }: { depositId: number; reason: string }) =>
      sendAction(api.consoleDeposits.refund, { params: { id: String(depositId) }, body: { reason } }),
    [adminKeys.area('deposits'), adminKeys.area('deals'), adminKeys.area('auctions')],
  );
}
