// GET /v1/admin/reports: sellers' reports of dealers, open (oldest first) or resolved (latest first).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminReport, PagedList } from '@autobid/shared';
import { adminGet } from '../../api/admin-request';
import { adminKeys } from '../../api/query-keys';
import { PENALTY_PAGE_SIZE } from './get-penalties';

export function useAdminReports(state: 'OPEN' | 'RESOLVED', page: number, size = PENALTY_PAGE_SIZE) {
  return useQuery({
    queryKey: [...adminKeys.area('penalties'), 'reports', state, page, size],
    queryFn: () => adminGet<PagedList<AdminReport>>('/v1/admin/reports', { state, page, size }),
    placeholderData: keepPreviousData,
  });
}
