// POST {base}/confirm-bidding: the winner accepts the quote; the fee is fixed and the 60-minute deposit window opens.
import { DEAL_MESSAGES } from '@autobid/shared';
import type { AuctionTarget } from '@/lib/auction-target';
import { postDealAction, useDealAction } from './deal-action';

export function confirmBidding(target: AuctionTarget) {
  return postDealAction(target, 'confirm-bidding');
}

export function useConfirmBidding(target: AuctionTarget) {
  return useDealAction<void>(target, () => confirmBidding(target), DEAL_MESSAGES.confirmed);
}
