// GET /v1/dealers/noticies/{id}: one notice with previous and next; null when there is none (404).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type NoticeDetail } from '@autobid/shared';
import { ApiError, call } from '@/lib/call';

async function getNotice(id: number, signal?: AbortSignal): Promise<NoticeDetail | null> {
  try {
    return await call(api.content.notice, { params: { id: String(id) } }, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      return null;
    }
    throw error;
  }
}

export function noticeQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['notices', 'detail', id],
    queryFn: ({ signal }) => getNotice(id, signal),
    enabled: id > 0,
  });
}

export function useNotice(id: number) {
  return useQuery(noticeQueryOptions(id));
}
