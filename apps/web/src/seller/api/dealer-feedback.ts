// The seller's word on the dealer of a listing's deal: POST /v1/sellers/auctions/{id}/review
// (sellerReviewRequest, once after the trade) and /report {reason} (once per listing), silent (the form or
// dialog shows a refusal), the listing refreshed after.
import { api, type SellerReportRequest, type SellerReviewRequest } from '@autobid/shared';
import { sellerKeys } from './query-keys';
import { sendSellerWrite, useSellerWrite } from './seller-write';

export function useReviewDealer(id: number) {
  return useSellerWrite(
    (body: SellerReviewRequest) => sendSellerWrite(api.sellers.review, { params: { id: String(id) }, body }),
    sellerKeys.auction(id),
  );
}

export function useReportDealer(id: number) {
  return useSellerWrite(
    (body: SellerReportRequest) => sendSellerWrite(api.sellers.report, { params: { id: String(id) }, body }),
    sellerKeys.auction(id),
  );
}
