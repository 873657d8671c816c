// POST /v1/admin/notices/preview: the HTML being written as the server would store it (what dealers will
// see), asked again whenever the editor has been still for a moment.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NoticePreview } from '@autobid/shared';
import { adminSend } from '../../../api/admin-request';
import { adminKeys } from '../../../api/query-keys';

export function useNoticePreview(contents: string) {
  return useQuery({
    queryKey: [...adminKeys.area('content'), 'preview', contents],
    queryFn: async () => {
      const outcome = await adminSend<NoticePreview>('POST', '/v1/admin/notices/preview', { contents });
      if (!outcome.ok) {
        throw new Error(outcome.message);
      }
      return outcome.data;
    },
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
}
