// GET /v1/dealers/noticies/{id}: one notice with previous and next; null when missing.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NoticeDetail } from '@autobid/shared';
import { getData } from '@/lib/http';

export function getNotice(id: number): Promise<NoticeDetail | null> {
  return getData<NoticeDetail>(`/v1/dealers/noticies/${id}`);
}

export function noticeQueryOptions(id: number) {
  return queryOptions({ queryKey: ['notices', 'detail', id], queryFn: () => getNotice(id), enabled: id > 0 });
}

export function useNotice(id: number) {
  return useQuery(noticeQueryOptions(id));
}
