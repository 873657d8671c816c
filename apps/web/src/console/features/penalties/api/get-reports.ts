// GET /v1/admin/reports: sellers' reports of dealers, open (oldest first) or resolved (latest first).
import { api } from '@autobid/shared';
import { useConsoleList } from '../../../api/console-action';
import { PENALTY_PAGE_SIZE } from './get-penalties';

export function useAdminReports(state: 'OPEN' | 'RESOLVED', page: number, size = PENALTY_PAGE_SIZE) {
  return useConsoleList('penalties', api.consolePenalties.reports, { query: { state, page, size } });
}
