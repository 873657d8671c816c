// POST /v1/sellers/auctions/{id}/review (sellerReviewRequest): the seller's one review of the winning dealer.
// Silent: the form shows a refusal.
import type { SellerFeedbackResponse, SellerReviewRequest } from '@autobid/shared';
import { post, type ApiResult } from '@/lib/http';
import { sellerKeys } from './query-keys';
import { SELLER_SILENT, useSellerWrite } from './seller-write';

export function reviewDealer(
  id: number,
  body: SellerReviewRequest,
): Promise<ApiResult<SellerFeedbackResponse>> {
  return post<SellerFeedbackResponse>(`/v1/sellers/auctions/${id}/review`, body, SELLER_SILENT);
}

export function useReviewDealer(id: number) {
  return useSellerWrite((body: SellerReviewRequest) => reviewDealer(id, body), sellerKeys.auction(id));
}
