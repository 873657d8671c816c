// POST /v1/dealers/auction/bidding/{id}/cancel {reason}: withdraws a bid; the answer carries the ban it caused,
// which the completion notice repeats.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@autobid/shared';
import { showAlert } from '@/components/ui/app-dialog';
import { dealerSession } from '@/lib/dealer-session';
import { auctionTargetKey, type AuctionTarget } from '@/lib/auction-target';
import { call } from '@/lib/call';
import { bidCancelPenaltyText } from '@/lib/penalty';
import { bidCancelPenaltyKey } from './get-bid-cancel-penalty';

export const BID_CANCEL_SUCCESS_MESSAGE = '입찰 취소가 완료되었습니다.';

export function cancelBid(biddingId: number, reason: string) {
  return call(api.auctions.cancelBid, { params: { id: String(biddingId) }, body: { reason } });
}

export function useCancelBid(target: AuctionTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { biddingId: number; reason: string }) => cancelBid(input.biddingId, input.reason),
    onSuccess: async ({ banDays, penaltyExpiredAt }) => {
      void showAlert(BID_CANCEL_SUCCESS_MESSAGE, {
        details: bidCancelPenaltyText({ banDays, expiresAt: penaltyExpiredAt }, 'done'),
      });
      // The profile carries penaltyExpiredAt, so refetching it makes the ban banner appear.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: auctionTargetKey(target) }),
        queryClient.invalidateQueries({ queryKey: dealerSession.profileKey }),
        queryClient.invalidateQueries({ queryKey: ['biddings'] }),
        queryClient.invalidateQueries({ queryKey: bidCancelPenaltyKey }),
      ]);
    },
  });
}
