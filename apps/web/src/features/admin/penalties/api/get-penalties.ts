// GET /v1/admin/penalties: bans running or waiting (ACTIVE) or every penalty (ALL), by dealer search.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminPenalty, PagedList } from '@autobid/shared';
import { adminGet } from '../../api/admin-request';
import { adminKeys } from '../../api/query-keys';

export const PENALTY_PAGE_SIZE = 20;

export function useAdminPenalties(
  state: 'ACTIVE' | 'ALL',
  q: string,
  page: number,
  size = PENALTY_PAGE_SIZE,
) {
  return useQuery({
    queryKey: [...adminKeys.area('penalties'), 'list', state, q, page, size],
    queryFn: () =>
      adminGet<PagedList<AdminPenalty>>('/v1/admin/penalties', { state, q: q || undefined, page, size }),
    placeholderData: keepPreviousData,
  });
}
