// POST {base}/cancel {reason}: the winner gives the deal up (DEALER_CANCELED); the answer carries the ban it caused.
import { DEAL_MESSAGES, type CancelDealRequest } from '@autobid/shared';
import type { AuctionTarget } from '@/lib/auction-target';
import { postDealAction, useDealAction } from './deal-action';

export function cancelDeal(target: AuctionTarget, body: CancelDealRequest) {
  return postDealAction(target, 'cancel', body);
}

export function useCancelDeal(target: AuctionTarget) {
  return useDealAction<CancelDealRequest>(
    target,
    (body) => cancelDeal(target, body),
    DEAL_MESSAGES.cancelComplete,
  );
}
