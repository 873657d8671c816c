// POST {base}/confirm-bidding: the winner accepts the quote; the fee is fixed and the 60-minute deposit window opens.
import { DEAL_MESSAGES } from '@autobid/shared';
import type { AuctionTarget } from '@/lib/auction-target';
import { useDealAction } from './deal-action';

export function useConfirmBidding(target: AuctionTarget) {
  return useDealAction(target, 'confirm', DEAL_MESSAGES.confirmed);
}
