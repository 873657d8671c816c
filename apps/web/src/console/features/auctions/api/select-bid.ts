// POST /v1/admin/auctions/{id}/select: the operator picks a bid for the seller (TIME_EXPIRED -> DEALER_CONFIRM).
import type { DealActionResponse } from '@autobid/shared';
import { adminSend, useAdminAction } from '../../../api/admin-request';
import { adminKeys } from '../../../api/query-keys';

export function useSelectBid() {
  return useAdminAction(
    ({ id, biddingId }: { id: number; biddingId: number }) =>
      adminSend<DealActionResponse>('POST', `/v1/admin/auctions/${id}/select`, { biddingId }),
    [adminKeys.area('auctions'), adminKeys.area('deals')],
  );
}
