// GET /v1/admin/auctions: one page of a tab (all when none) under the search; the previous page stays on
// screen while the next one loads.
import { api, type AdminAuctionFilter } from '@autobid/shared';
import { useConsoleList } from '../../../api/console-action';

export const AUCTION_PAGE_SIZE = 20;

export function useAdminAuctions(filter: AdminAuctionFilter | null, q: string, page: number) {
  return useConsoleList('auctions', api.consoleListings.queue, {
    query: { status: filter ?? undefined, q, page, size: AUCTION_PAGE_SIZE },
  });
}
