// POST /v1/dealers/auction/code/dealer-reviews {code, ratings, contents, answers}: the dealer's review of
// the seller, by a REVIEW code. Silent: the page shows a 409 (already written, not allowed) as a state.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DealerReviewRequest, DealerReviewResponse } from '@autobid/shared';
import { auctionTargetKey } from '@/lib/auction-target';
import { post, type ApiResult } from '@/lib/http';

export function submitReview(body: DealerReviewRequest): Promise<ApiResult<DealerReviewResponse>> {
  // The code is the credential: its 401/403 never ends a login of this browser.
  return post<DealerReviewResponse>('/v1/dealers/auction/code/dealer-reviews', body, {
    silent: true,
    keepSession: true,
  });
}

export function useSubmitReview(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<DealerReviewRequest, 'code'>) => submitReview({ ...body, code }),
    onSuccess: (result) => {
      if (result.ok) {
        void queryClient.invalidateQueries({
          queryKey: auctionTargetKey({ kind: 'code', code }),
          refetchType: 'none',
        });
      }
    },
  });
}
