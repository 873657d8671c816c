// POST /v1/sellers/auctions/{id}/report {reason}: the seller reports the dealer of the listing's deal, once.
// Silent: the dialog shows a refusal.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SellerFeedbackResponse, SellerReportRequest } from '@autobid/shared';
import { SELLER_SESSION, post, type ApiResult } from '@/lib/http';
import { sellerKeys } from './query-keys';

export function reportDealer(
  id: number,
  body: SellerReportRequest,
): Promise<ApiResult<SellerFeedbackResponse>> {
  return post<SellerFeedbackResponse>(`/v1/sellers/auctions/${id}/report`, body, {
    ...SELLER_SESSION,
    silent: true,
  });
}

export function useReportDealer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SellerReportRequest) => reportDealer(id, body),
    onSuccess: async (result) => {
      if (result.ok) {
        await queryClient.invalidateQueries({ queryKey: sellerKeys.auction(id) });
      }
    },
  });
}
