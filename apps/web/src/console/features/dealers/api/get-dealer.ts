// GET /v1/admin/dealers/{id}: a dealer's whole application, documents and record, for the detail panel.
import { useQuery } from '@tanstack/react-query';
import { api } from '@autobid/shared';
import { call } from '@/lib/call';
import { adminKeys } from '../../../api/query-keys';

export function useAdminDealer(id: number) {
  return useQuery({
    queryKey: [...adminKeys.area('dealers'), 'detail', id],
    queryFn: ({ signal }) => call(api.consoleDealers.detail, { params: { id: String(id) } }, { signal }),
  });
}
