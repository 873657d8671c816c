// GET /v1/admin/disputes: one page of a tab (판정 대기 oldest first, 종료 newest decision first, 전체).
import { api } from '@autobid/shared';
import { useConsoleList } from '../../../api/console-action';
import type { DisputeTab } from '../lib/disputes-url';

export const DISPUTE_PAGE_SIZE = 20;

export function useDisputes(status: DisputeTab, page: number) {
  return useConsoleList('disputes', api.consoleDisputes.list, {
    query: { status, page, size: DISPUTE_PAGE_SIZE },
  });
}
