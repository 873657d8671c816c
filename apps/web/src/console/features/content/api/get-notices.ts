// GET /v1/admin/notices?q&page&size: one page of notices, newest first; the page stays while the next loads.
import { api } from '@autobid/shared';
import { useConsoleList } from '../../../api/console-action';

export const NOTICE_PAGE_SIZE = 15;

export function useAdminNotices(q: string, page: number) {
  return useConsoleList('content', api.consoleContent.notices, {
    query: { q, page, size: NOTICE_PAGE_SIZE },
  });
}
