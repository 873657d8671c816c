// GET /v1/admin/penalties: bans running or waiting (ACTIVE) or every penalty (ALL), by dealer search.
import type { AdminPenalty, PagedList } from '@autobid/shared';
import { useAdminList } from '../../../api/admin-request';

export const PENALTY_PAGE_SIZE = 20;

export function useAdminPenalties(
  state: 'ACTIVE' | 'ALL',
  q: string,
  page: number,
  size = PENALTY_PAGE_SIZE,
) {
  return useAdminList<PagedList<AdminPenalty>>('penalties', '/v1/admin/penalties', { state, q, page, size });
}
