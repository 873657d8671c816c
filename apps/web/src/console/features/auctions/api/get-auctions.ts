// GET /v1/admin/auctions: one page of a tab (all when none) under the search; the previous page stays on
// screen while the next one loads.
import type { AdminAuctionFilter, AdminListingItem, PagedList } from '@autobid/shared';
import { useAdminList } from '../../../api/admin-request';

export const AUCTION_PAGE_SIZE = 20;

export function useAdminAuctions(filter: AdminAuctionFilter | null, q: string, page: number) {
  return useAdminList<PagedList<AdminListingItem>>('auctions', '/v1/admin/auctions', {
    status: filter,
    q,
    page,
    size: AUCTION_PAGE_SIZE,
  });
}
