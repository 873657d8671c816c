// POST {base}/reservation {reservedAt: 'yyyy-MM-ddT00:00:00'}: fixes the trade date agreed with the seller.
import { DEAL_MESSAGES } from '@autobid/shared';
import type { AuctionTarget } from '@/lib/auction-target';
import { useDealAction } from './deal-action';

export function useReserveDeal(target: AuctionTarget) {
  return useDealAction(target, 'reserve', DEAL_MESSAGES.reserved);
}
