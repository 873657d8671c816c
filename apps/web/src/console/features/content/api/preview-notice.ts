// POST /v1/admin/notices/preview: the HTML being written as the server would store it (what dealers will
// see), asked again whenever the editor has been still for a moment.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@autobid/shared';
import { adminKeys } from '../../../api/query-keys';
import { sendAction } from '../../../api/console-action';

export function useNoticePreview(contents: string) {
  return useQuery({
    queryKey: [...adminKeys.area('content'), 'preview', contents],
    queryFn: () => sendAction(api.consoleContent.previewNotice, { body: { contents } }),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
}
