// GET /v1/dealers/penalty/bid-cancel: what cancelling a bid now would cost this dealer (0, 7 or 14 days and
// the ban's end), asked each time the cancel dialog opens so it follows the latest cancellations.
import { useQuery } from '@tanstack/react-query';
import { api } from '@autobid/shared';
import { call } from '@/lib/call';

export const bidCancelPenaltyKey = ['penalty', 'bid-cancel'] as const;

export function useBidCancelPenalty() {
  return useQuery({
    queryKey: bidCancelPenaltyKey,
    queryFn: ({ signal }) => call(api.dealers.bidCancelPenalty, {}, { signal }),
    staleTime: 0,
    gcTime: 0,
    // Not retried: while it is asked the dialog says it is checking, and without it the rule in general
    // (cancel-bid-dialog.tsx); the next opening asks again.
    retry: false,
  });
}
