// POST {base}/check-deposit: moves on once the fee transfer is recorded; otherwise the server's message
// (not confirmed yet, or the window expired) is alerted by the http client.
import { DEAL_MESSAGES } from '@autobid/shared';
import type { AuctionTarget } from '@/lib/auction-target';
import { useDealAction } from './deal-action';

export function useCheckDeposit(target: AuctionTarget) {
  return useDealAction(target, 'checkDeposit', DEAL_MESSAGES.depositConfirmed);
}
