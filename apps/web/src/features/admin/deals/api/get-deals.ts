// GET /v1/admin/deals: one page of a stage (all when none) under the search; the previous page stays on
// screen while the next one loads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminDealItem, AdminDealStage, PagedList } from '@autobid/shared';
import { adminGet } from '../../api/admin-request';
import { adminKeys } from '../../api/query-keys';

export const DEAL_PAGE_SIZE = 20;

export function useAdminDeals(stage: AdminDealStage | null, q: string, page: number) {
  return useQuery({
    queryKey: [...adminKeys.area('deals'), 'list', stage, q, page],
    queryFn: () =>
      adminGet<PagedList<AdminDealItem>>('/v1/admin/deals', {
        status: stage ?? undefined,
        q: q || undefined,
        page,
        size: DEAL_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
}
