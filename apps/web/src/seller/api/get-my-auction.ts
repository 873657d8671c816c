// GET /v1/sellers/auctions/{id} -> the listing with its values, bids and trust cards, what the seller may do
// now and the deal. The detail page and the edit form both read it.
import { useQuery } from '@tanstack/react-query';
import { api, type SellerAuctionDetail } from '@autobid/shared';
import { call, isRefusal } from '@/lib/call';
import { sellerKeys } from './query-keys';

/** The detail plus the server clock minus the client clock when it arrived (for countdowns). */
export type SellerAuctionView = SellerAuctionDetail & { clockOffsetMs: number };

/** Null when the listing is missing or not this seller's; throws ApiError on other failures (the page says so). */
export async function getMyAuction(id: number, signal?: AbortSignal): Promise<SellerAuctionView | null> {
  let detail: SellerAuctionDetail;
  try {
    detail = await call(api.sellers.detail, { params: { id: String(id) } }, { signal });
  } catch (error) {
    if (isRefusal(error, 'AUCTION_NOT_FOUND')) {
      return null;
    }
    throw error;
  }
  const serverNow = new Date(detail.serverNow).getTime();
  return { ...detail, clockOffsetMs: Number.isFinite(serverNow) ? serverNow - Date.now() : 0 };
}

export function isValidAuctionId(id: number): boolean {
  return Number.isInteger(id) && id > 0;
}

export function useMyAuction(id: number) {
  return useQuery({
    queryKey: sellerKeys.auction(id),
    queryFn: ({ signal }) => getMyAuction(id, signal),
    enabled: isValidAuctionId(id),
  });
}
