// GET /v1/admin/dealers: one page of a tab (심사 대기 / 승인 / 반려 / 정지) under the search, with each tab's
// count; the previous page stays on screen while the next one loads.
import { api, type AdminDealerFilter, type DealerTier } from '@autobid/shared';
import { useConsoleList } from './console-action';

export const DEALER_PAGE_SIZE = 20;

export function useAdminDealers(
  status: AdminDealerFilter,
  q: string,
  page: number,
  tier: DealerTier | null = null,
) {
  return useConsoleList('dealers', api.consoleDealers.list, {
    query: { status, q, page, size: DEALER_PAGE_SIZE, ...(tier ? { tier } : {}) },
  });
}
