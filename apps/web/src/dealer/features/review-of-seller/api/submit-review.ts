// POST /v1/dealers/auction/code/dealer-reviews {code, ratings, contents, answers}: the dealer's review of
// the seller, by a REVIEW code. Silent: the page shows a 409 (already written, not allowed) as a state.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DealerReviewRequest } from '@autobid/shared';
import { auctionTargetKey } from '@/lib/auction-target';
import { call } from '@/lib/call';

export function useSubmitReview(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The code is the credential: its 401/403 never ends a login of this browser.
    mutationFn: (body: Omit<DealerReviewRequest, 'code'>) =>
      call(api.reviews.create, { body: { ...body, code } }, { silent: true, keepSession: true }),
    onSuccess: () => {
      void queryClient.invalidateQueries({
        queryKey: auctionTargetKey({ kind: 'code', code }),
        refetchType: 'none',
      });
    },
  });
}
