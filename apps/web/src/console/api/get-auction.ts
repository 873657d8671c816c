// GET /v1/admin/auctions/{id}: the listing with its photos, seller, bids (with trust numbers), deals and the
// actions that apply now. The deals screen's timeline panel reads it too.
import { useQuery } from '@tanstack/react-query';
import { api } from '@autobid/shared';
import { call } from '@/lib/call';
import { adminKeys } from './query-keys';

export function useAdminAuction(id: number) {
  return useQuery({
    queryKey: [...adminKeys.area('auctions'), 'detail', id],
    queryFn: ({ signal }) => call(api.consoleAuctions.detail, { params: { id: String(id) } }, { signal }),
  });
}
