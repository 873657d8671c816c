// POST {base}/cancel {reason}: the winner gives the deal up (DEALER_CANCELED); the answer carries the ban it caused.
import { DEAL_MESSAGES } from '@autobid/shared';
import type { AuctionTarget } from '@/lib/auction-target';
import { useDealAction } from './deal-action';

export function useCancelDeal(target: AuctionTarget) {
  return useDealAction(target, 'cancel', DEAL_MESSAGES.cancelComplete);
}
