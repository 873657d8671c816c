// The seller's answer to a price claim at handover (docs/domain.md "Handover"): POST
// /v1/sellers/auctions/{id}/price-adjustments/{claimId}/accept (the deal's price becomes the proposed one) or
// /reject {reason} (a dispute an operator decides), silent (the dialog shows a refusal), the listing
// refreshed after.
import { api, type PriceClaimRejectRequest } from '@autobid/shared';
import { sellerKeys } from './query-keys';
import { sendSellerWrite, useSellerWrite } from './seller-write';

const paramsOf = (auctionId: number, claimId: number) => ({
  id: String(auctionId),
  claimId: String(claimId),
});

export function useAcceptPriceClaim(auctionId: number) {
  return useSellerWrite(
    (claimId: number) => sendSellerWrite(api.priceClaims.accept, { params: paramsOf(auctionId, claimId) }),
    sellerKeys.auctions(),
  );
}

export function useRejectPriceClaim(auctionId: number) {
  return useSellerWrite(
    ({ claimId, body }: { claimId: number; body: PriceClaimRejectRequest }) =>
      sendSellerWrite(api.priceClaims.reject, { params: paramsOf(auctionId, claimId), body }),
    sellerKeys.auctions(),
  );
}
