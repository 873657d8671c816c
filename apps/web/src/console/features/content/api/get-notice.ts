// GET /v1/admin/notices/{id}: a notice with its stored HTML, to edit it.
import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@autobid/shared';
import { call } from '@/lib/call';
import { adminKeys } from '../../../api/query-keys';

export function useAdminNotice(id: number | null) {
  return useQuery({
    queryKey: [...adminKeys.area('content'), 'notice', id],
    queryFn:
      id === null
        ? skipToken
        : ({ signal }) => call(api.consoleContent.notice, { params: { id: String(id) } }, { signal }),
  });
}
