// GET /v1/dealers/noticies (sic, spec path): paged notice list; public.
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  type NoticeListItem,
  type PagedList,
  type PageQuery,
} from '@autobid/shared';
import { getPaged } from '@/lib/http';

export type NoticesQuery = Partial<PageQuery>;

export function getNotices({ page = DEFAULT_PAGE, size = DEFAULT_PAGE_SIZE }: NoticesQuery = {}): Promise<
  PagedList<NoticeListItem>
> {
  return getPaged<NoticeListItem>('/v1/dealers/noticies', { page, size });
}

export function noticesQueryOptions(query: NoticesQuery = {}) {
  const page = query.page ?? DEFAULT_PAGE;
  const size = query.size ?? DEFAULT_PAGE_SIZE;
  return queryOptions({
    queryKey: ['notices', 'list', { page, size }],
    queryFn: () => getNotices({ page, size }),
  });
}

export function useNotices(query: NoticesQuery = {}) {
  return useQuery(noticesQueryOptions(query));
}
