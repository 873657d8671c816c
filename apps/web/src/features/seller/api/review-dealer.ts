// POST /v1/sellers/auctions/{id}/review (sellerReviewRequest): the seller's one review of the winning dealer.
// Silent: the form shows a refusal.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SellerFeedbackResponse, SellerReviewRequest } from '@autobid/shared';
import { SELLER_SESSION, post, type ApiResult } from '@/lib/http';
import { sellerKeys } from './query-keys';

export function reviewDealer(
  id: number,
  body: SellerReviewRequest,
): Promise<ApiResult<SellerFeedbackResponse>> {
  return post<SellerFeedbackResponse>(`/v1/sellers/auctions/${id}/review`, body, {
    ...SELLER_SESSION,
    silent: true,
  });
}

export function useReviewDealer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SellerReviewRequest) => reviewDealer(id, body),
    onSuccess: async (result) => {
      if (result.ok) {
        await queryClient.invalidateQueries({ queryKey: sellerKeys.auction(id) });
      }
    },
  });
}
