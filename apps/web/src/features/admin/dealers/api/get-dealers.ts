// GET /v1/admin/dealers: one page of a tab (심사 대기 / 승인 / 반려 / 정지) under the search, with each tab's
// count; the previous page stays on screen while the next one loads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminDealerFilter, AdminDealerList } from '@autobid/shared';
import { adminGet } from '../../api/admin-request';
import { adminKeys } from '../../api/query-keys';

export const DEALER_PAGE_SIZE = 20;

export function useAdminDealers(status: AdminDealerFilter, q: string, page: number) {
  return useQuery({
    queryKey: [...adminKeys.area('dealers'), 'list', status, q, page],
    queryFn: () =>
      adminGet<AdminDealerList>('/v1/admin/dealers', {
        status,
        q: q || undefined,
        page,
        size: DEALER_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
}
