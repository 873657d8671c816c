// GET /v1/admin/deposits: one page of a tab (미매칭 / 매칭됨 / 환불 / 전체) under the search, with each tab's
// count and, for an unmatched deposit, the deals waiting for a fee of its amount.
import { api, type AdminDepositState } from '@autobid/shared';
import { useConsoleList } from '../../../api/console-action';

export const DEPOSIT_PAGE_SIZE = 20;

export function useAdminDeposits(state: AdminDepositState, q: string, page: number) {
  return useConsoleList('deposits', api.consoleDeposits.list, {
    query: { state, q, page, size: DEPOSIT_PAGE_SIZE },
  });
}
