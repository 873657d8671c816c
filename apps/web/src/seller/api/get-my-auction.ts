// GET /v1/sellers/auctions/{id} -> the listing with its values, bids and trust cards, what the seller may do
// now and the deal. The detail page and the edit form both read it.
import { useQuery } from '@tanstack/react-query';
import type { SellerAuctionDetail } from '@autobid/shared';
import { get } from '@/lib/http';
import { sellerKeys } from './query-keys';
import { SELLER_SILENT } from './seller-write';

/** The detail plus the server clock minus the client clock when it arrived (for countdowns). */
export type SellerAuctionView = SellerAuctionDetail & { clockOffsetMs: number };

/** Null when the listing is missing or not this seller's; throws on other failures (the page says so). */
export async function getMyAuction(id: number): Promise<SellerAuctionView | null> {
  const result = await get<SellerAuctionDetail>(`/v1/sellers/auctions/${id}`, undefined, SELLER_SILENT);
  if (!result.ok) {
    if (result.errorCode === 'AUCTION_NOT_FOUND') {
      return null;
    }
    throw new Error('seller auction failed');
  }
  const detail = result.data;
  const serverNow = new Date(detail.serverNow).getTime();
  return { ...detail, clockOffsetMs: Number.isFinite(serverNow) ? serverNow - Date.now() : 0 };
}

export function isValidAuctionId(id: number): boolean {
  return Number.isInteger(id) && id > 0;
}

export function useMyAuction(id: number) {
  return useQuery({
    queryKey: sellerKeys.auction(id),
    queryFn: () => getMyAuction(id),
    enabled: isValidAuctionId(id),
    retry: 1,
  });
}
