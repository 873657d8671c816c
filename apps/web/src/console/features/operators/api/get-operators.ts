// GET /v1/admin/operators (ADMIN only): every operator account.
import { useQuery } from '@tanstack/react-query';
import type { AdminOperator } from '@autobid/shared';
import { adminGet } from '../../../api/admin-request';
import { adminKeys } from '../../../api/query-keys';

export function useOperators(isEnabled: boolean) {
  return useQuery({
    queryKey: [...adminKeys.area('operators'), 'list'],
    queryFn: () => adminGet<AdminOperator[]>('/v1/admin/operators'),
    enabled: isEnabled,
  });
}
