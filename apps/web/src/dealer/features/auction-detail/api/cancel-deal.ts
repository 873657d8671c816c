// POST {base}/cancel {reason}: the winner gives the deal up (DEALER_CANCELED); the answer carries the ban it caused.
import { DEAL_MESSAGES, type CancelDealRequest } from '@autobid/shared';
import type { AuctionTarget } from '@/lib/auction-target';
import { useDealAction } from './deal-action';

export function useCancelDeal(target: AuctionTarget) {
  return useDealAction<CancelDealRequest>(target, 'cancel', DEAL_MESSAGES.cancelComplete);
}
