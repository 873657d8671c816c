// GET /v1/admin/auctions: one page of a tab (all when none) under the search; the previous page stays on
// screen while the next one loads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminAuctionFilter, AdminListingItem, PagedList } from '@autobid/shared';
import { adminGet } from '../../api/admin-request';
import { adminKeys } from '../../api/query-keys';

export const AUCTION_PAGE_SIZE = 20;

export function useAdminAuctions(filter: AdminAuctionFilter | null, q: string, page: number) {
  return useQuery({
    queryKey: [...adminKeys.area('auctions'), 'list', filter, q, page],
    queryFn: () =>
      adminGet<PagedList<AdminListingItem>>('/v1/admin/auctions', {
        status: filter ?? undefined,
        q: q || undefined,
        page,
        size: AUCTION_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
}
