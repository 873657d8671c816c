// GET /v1/admin/notices?q&page&size: one page of notices, newest first; the page stays while the next loads.
import type { AdminNoticeListItem, PagedList } from '@autobid/shared';
import { useAdminList } from '../../../api/admin-request';

export const NOTICE_PAGE_SIZE = 15;

export function useAdminNotices(q: string, page: number) {
  return useAdminList<PagedList<AdminNoticeListItem>>('content', '/v1/admin/notices', {
    q,
    page,
    size: NOTICE_PAGE_SIZE,
  });
}
