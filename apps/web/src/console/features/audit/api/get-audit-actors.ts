// GET /v1/admin/audit-log/actors: the usernames the log names, the operator filter's choices.
import { useQuery } from '@tanstack/react-query';
import { adminGet } from '../../../api/admin-request';
import { adminKeys } from '../../../api/query-keys';

export function useAuditActors() {
  return useQuery({
    queryKey: [...adminKeys.area('audit'), 'actors'],
    queryFn: () => adminGet<string[]>('/v1/admin/audit-log/actors'),
    staleTime: 60_000,
  });
}
