// GET /v1/admin/deposits: one page of a tab (미매칭 / 매칭됨 / 환불 / 전체) under the search, with each tab's
// count and, for an unmatched deposit, the deals waiting for a fee of its amount.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminDepositList, AdminDepositState } from '@autobid/shared';
import { adminGet } from '../../api/admin-request';
import { adminKeys } from '../../api/query-keys';

export const DEPOSIT_PAGE_SIZE = 20;

export function useAdminDeposits(state: AdminDepositState, q: string, page: number) {
  return useQuery({
    queryKey: [...adminKeys.area('deposits'), 'list', state, q, page],
    queryFn: () =>
      adminGet<AdminDepositList>('/v1/admin/deposits', {
        state,
        q: q || undefined,
        page,
        size: DEPOSIT_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
}
