// GET /v1/admin/operators (ADMIN only): every operator account.
import { useQuery } from '@tanstack/react-query';
import { api } from '@autobid/shared';
import { call } from '@/lib/call';
import { adminKeys } from '../../../api/query-keys';

export function useOperators(isEnabled: boolean) {
  return useQuery({
    queryKey: [...adminKeys.area('operators'), 'list'],
    queryFn: ({ signal }) => call(api.consoleOperators.list, {}, { signal }),
    enabled: isEnabled,
  });
}
