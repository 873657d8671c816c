// GET /v1/admin/deals: one page of a stage (all when none) under the search; the previous page stays on
// screen while the next one loads.
import { api, type AdminDealStage } from '@autobid/shared';
import { useConsoleList } from '../../../api/console-action';

export const DEAL_PAGE_SIZE = 20;

export function useAdminDeals(stage: AdminDealStage | null, q: string, page: number) {
  return useConsoleList('deals', api.consoleAuctions.deals, {
    query: { status: stage ?? undefined, q, page, size: DEAL_PAGE_SIZE },
  });
}
