// GET /v1/admin/reports: sellers' reports of dealers, open (oldest first) or resolved (latest first).
import type { AdminReport, PagedList } from '@autobid/shared';
import { useAdminList } from '../../../api/admin-request';
import { PENALTY_PAGE_SIZE } from './get-penalties';

export function useAdminReports(state: 'OPEN' | 'RESOLVED', page: number, size = PENALTY_PAGE_SIZE) {
  return useAdminList<PagedList<AdminReport>>('penalties', '/v1/admin/reports', { state, page, size });
}
