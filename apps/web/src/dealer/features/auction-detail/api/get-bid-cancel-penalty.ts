// GET /v1/dealers/penalty/bid-cancel: what cancelling a bid now would cost this dealer (0, 7 or 14 days and
// the ban's end), asked each time the cancel dialog opens so it follows the latest cancellations.
import { useQuery } from '@tanstack/react-query';
import type { BidCancelPenaltyPreview } from '@autobid/shared';
import { getData } from '@/lib/http';

export const bidCancelPenaltyKey = ['penalty', 'bid-cancel'] as const;

export function getBidCancelPenalty(): Promise<BidCancelPenaltyPreview | null> {
  // Silent: without the preview the dialog still works and says the general rule.
  return getData<BidCancelPenaltyPreview>('/v1/dealers/penalty/bid-cancel', undefined, { silent: true });
}

export function useBidCancelPenalty() {
  return useQuery({ queryKey: bidCancelPenaltyKey, queryFn: getBidCancelPenalty, staleTime: 0, gcTime: 0 });
}
