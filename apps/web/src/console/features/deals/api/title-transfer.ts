// The operator's decision on a title-transfer proof (docs/domain.md "Title transfer"): POST
// /v1/admin/deals/{auctionId}/transfer/confirm (the trade is COMPLETE) or /transfer/reject {reason} (back to
// the dealer); the deals and the auction refresh after.
import { api } from '@autobid/shared';
import { sendAction, useConsoleAction } from '../../../api/console-action';
import { adminKeys } from '../../../api/query-keys';

const refreshed = [adminKeys.area('deals'), adminKeys.area('auctions'), adminKeys.area('dashboard')];

export function useConfirmTransfer() {
  return useConsoleAction(
    (auctionId: number) =>
      sendAction(api.titleTransfers.consoleConfirm, { params: { auctionId: String(auctionId) } }),
    refreshed,
  );
}

export function useRejectTransfer() {
  return useConsoleAction(
    ({ auctionId, reason }: { auctionId: number; reason: string }) =>
      sendAction(api.titleTransfers.consoleReject, {
        params: { auctionId: String(auctionId) },
        body: { reason },
      }),
    refreshed,
  );
}
