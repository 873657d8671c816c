// GET /v1/admin/deals: one page of a stage (all when none) under the search; the previous page stays on
// screen while the next one loads.
import type { AdminDealItem, AdminDealStage, PagedList } from '@autobid/shared';
import { useAdminList } from '../../../api/admin-request';

export const DEAL_PAGE_SIZE = 20;

export function useAdminDeals(stage: AdminDealStage | null, q: string, page: number) {
  return useAdminList<PagedList<AdminDealItem>>('deals', '/v1/admin/deals', {
    status: stage,
    q,
    page,
    size: DEAL_PAGE_SIZE,
  });
}
