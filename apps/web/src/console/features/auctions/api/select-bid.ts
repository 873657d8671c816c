// POST /v1/admin/auctions/{id}/select: the operator picks a bid for the seller (TIME_EXPIRED -> DEALER_CONFIRM).
import { api } from '@autobid/shared';
import { sendAction, useConsoleAction } from '../../../api/console-action';
import { adminKeys } from '../../../api/query-keys';

export function useSelectBid() {
  return useConsoleAction(
    ({ id, biddingId }: { id: number; biddingId: number }) =>
      sendAction(api.consoleAuctions.select, { params: { id: String(id) }, body: { biddingId } }),
    [adminKeys.area('auctions'), adminKeys.area('deals')],
  );
}
