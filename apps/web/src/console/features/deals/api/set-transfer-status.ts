// POST /v1/admin/deals/{auctionId}/transaction-status: the title-transfer status after completion.
import { api, type AdminTransferRequest } from '@autobid/shared';
import { sendAction, useConsoleAction } from '../../../api/console-action';
import { adminKeys } from '../../../api/query-keys';

export function useSetTransferStatus() {
  return useConsoleAction(
    ({ auctionId, ...body }: AdminTransferRequest & { auctionId: number }) =>
      sendAction(api.consoleAuctions.transferStatus, { params: { auctionId: String(auctionId) }, body }),
    [adminKeys.area('deals'), adminKeys.area('auctions')],
  );
}
