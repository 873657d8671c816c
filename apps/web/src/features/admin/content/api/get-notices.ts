// GET /v1/admin/notices?q&page&size: one page of notices, newest first; the page stays while the next loads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminNoticeListItem, PagedList } from '@autobid/shared';
import { adminGet } from '../../api/admin-request';
import { adminKeys } from '../../api/query-keys';

export const NOTICE_PAGE_SIZE = 15;

export function useAdminNotices(q: string, page: number) {
  return useQuery({
    queryKey: [...adminKeys.area('content'), 'notices', q, page],
    queryFn: () =>
      adminGet<PagedList<AdminNoticeListItem>>('/v1/admin/notices', {
        ...(q ? { q } : {}),
        page,
        size: NOTICE_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
}
