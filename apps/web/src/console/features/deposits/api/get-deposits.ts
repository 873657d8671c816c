// GET /v1/admin/deposits: one page of a tab (미매칭 / 매칭됨 / 환불 / 전체) under the search, with each tab's
// count and, for an unmatched deposit, the deals waiting for a fee of its amount.
import type { AdminDepositList, AdminDepositState } from '@autobid/shared';
import { useAdminList } from '../../../api/admin-request';

export const DEPOSIT_PAGE_SIZE = 20;

export function useAdminDeposits(state: AdminDepositState, q: string, page: number) {
  return useAdminList<AdminDepositList>('deposits', '/v1/admin/deposits', {
    state,
    q,
    page,
    size: DEPOSIT_PAGE_SIZE,
  });
}
