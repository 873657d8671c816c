// GET /v1/admin/disputes/{id}: the claim beside the listing's own sheet and photos, both sides' words, the
// handover photos and the dealer's lost disputes.
import { useQuery } from '@tanstack/react-query';
import { api } from '@autobid/shared';
import { call } from '@/lib/call';
import { adminKeys } from '../../../api/query-keys';

export const disputeKey = (id: number) => [...adminKeys.area('disputes'), 'detail', id] as const;

export function useDispute(id: number) {
  return useQuery({
    queryKey: disputeKey(id),
    queryFn: ({ signal }) => call(api.consoleDisputes.detail, { params: { id: String(id) } }, { signal }),
  });
}
