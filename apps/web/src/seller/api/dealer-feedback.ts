// The seller's word on the dealer of a listing's deal (a review, a report): POST
// /v1/sellers/auctions/{id}/{kind}, silent (the form or dialog shows a refusal), the listing refreshed after.
import type { SellerFeedbackResponse } from '@autobid/shared';
import { post } from '@/lib/http';
import { sellerKeys } from './query-keys';
import { SELLER_SILENT, useSellerWrite } from './seller-write';

export function useDealerFeedback<Body>(id: number, kind: 'review' | 'report') {
  return useSellerWrite(
    (body: Body) => post<SellerFeedbackResponse>(`/v1/sellers/auctions/${id}/${kind}`, body, SELLER_SILENT),
    sellerKeys.auction(id),
  );
}
