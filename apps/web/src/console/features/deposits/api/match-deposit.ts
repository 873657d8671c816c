// POST /v1/admin/deposits/{id}/match: pays the auction's deal waiting for the fee from this deposit. The
// deal moves on, so the deal and auction screens refresh too.
import { api } from '@autobid/shared';
import { sendAction, useConsoleAction } from '../../../api/console-action';
import { adminKeys } from '../../../api/query-keys';

export function useMatchDeposit() {
  return useConsoleAction(
    ({ depositId, auctionId }: { depositId: number; auctionId: number }) =>
      sendAction(api.consoleDeposits.match, { params: { id: String(depositId) }, body: { auctionId } }),
    [adminKeys.area('deposits'), adminKeys.area('deals'), adminKeys.area('auctions')],
  );
}
