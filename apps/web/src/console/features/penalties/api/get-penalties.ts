// GET /v1/admin/penalties: bans running or waiting (ACTIVE) or every penalty (ALL), by dealer search.
import { api } from '@autobid/shared';
import { useConsoleList } from '../../../api/console-action';

export const PENALTY_PAGE_SIZE = 20;

export function useAdminPenalties(
  state: 'ACTIVE' | 'ALL',
  q: string,
  page: number,
  size = PENALTY_PAGE_SIZE,
) {
  return useConsoleList('penalties', api.consolePenalties.list, { query: { state, q, page, size } });
}
