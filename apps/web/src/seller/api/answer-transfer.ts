// The seller's answer to the dealer's title-transfer proof (docs/domain.md "Title transfer"): POST
// /v1/sellers/auctions/{id}/transfer/confirm (the trade is COMPLETE) or /transfer/objection {reason} (back to
// the dealer), silent (the card shows a refusal), the listing refreshed after.
import { api } from '@autobid/shared';
import { sellerKeys } from './query-keys';
import { sendSellerWrite, useSellerWrite } from './seller-write';

export function useConfirmTransfer(auctionId: number) {
  return useSellerWrite(
    () => sendSellerWrite(api.titleTransfers.sellerConfirm, { params: { id: String(auctionId) } }),
    sellerKeys.auctions(),
  );
}

export function useObjectTransfer(auctionId: number) {
  return useSellerWrite(
    (reason: string) =>
      sendSellerWrite(api.titleTransfers.sellerObject, {
        params: { id: String(auctionId) },
        body: { reason },
      }),
    sellerKeys.auctions(),
  );
}
