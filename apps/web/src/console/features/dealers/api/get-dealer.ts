// GET /v1/admin/dealers/{id}: a dealer's whole application, documents and record, for the detail panel.
import { useQuery } from '@tanstack/react-query';
import type { AdminDealerDetail } from '@autobid/shared';
import { adminGet } from '../../../api/admin-request';
import { adminKeys } from '../../../api/query-keys';

export function useAdminDealer(id: number) {
  return useQuery({
    queryKey: [...adminKeys.area('dealers'), 'detail', id],
    queryFn: () => adminGet<AdminDealerDetail>(`/v1/admin/dealers/${id}`),
  });
}
