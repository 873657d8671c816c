// GET /v1/admin/notices/{id}: a notice with its stored HTML, to edit it.
import { useQuery } from '@tanstack/react-query';
import type { AdminNotice } from '@autobid/shared';
import { adminGet } from '../../../api/admin-request';
import { adminKeys } from '../../../api/query-keys';

export function useAdminNotice(id: number | null) {
  return useQuery({
    queryKey: [...adminKeys.area('content'), 'notice', id],
    queryFn: () => adminGet<AdminNotice>(`/v1/admin/notices/${id}`),
    enabled: id !== null,
  });
}
