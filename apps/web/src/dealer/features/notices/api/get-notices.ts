// GET /v1/dealers/noticies (sic, spec path): paged notice list; public.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, api, type PageQuery } from '@autobid/shared';
import { call } from '@/lib/call';

export type NoticesQuery = Partial<PageQuery>;

export function noticesQueryOptions(query: NoticesQuery = {}) {
  const page = query.page ?? DEFAULT_PAGE;
  const size = query.size ?? DEFAULT_PAGE_SIZE;
  return queryOptions({
    queryKey: ['notices', 'list', { page, size }],
    queryFn: ({ signal }) => call(api.content.notices, { query: { page, size } }, { signal }),
  });
}

export function useNotices(query: NoticesQuery = {}) {
  return useQuery(noticesQueryOptions(query));
}
