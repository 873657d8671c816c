// POST /v1/sellers/auctions/{id}/report {reason}: the seller reports the dealer of the listing's deal, once.
// Silent: the dialog shows a refusal.
import type { SellerFeedbackResponse, SellerReportRequest } from '@autobid/shared';
import { post, type ApiResult } from '@/lib/http';
import { sellerKeys } from './query-keys';
import { SELLER_SILENT, useSellerWrite } from './seller-write';

export function reportDealer(
  id: number,
  body: SellerReportRequest,
): Promise<ApiResult<SellerFeedbackResponse>> {
  return post<SellerFeedbackResponse>(`/v1/sellers/auctions/${id}/report`, body, SELLER_SILENT);
}

export function useReportDealer(id: number) {
  return useSellerWrite((body: SellerReportRequest) => reportDealer(id, body), sellerKeys.auction(id));
}
