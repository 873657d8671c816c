// GET /v1/admin/audit-log/actors: the usernames the log names, the operator filter's choices.
import { useQuery } from '@tanstack/react-query';
import { api } from '@autobid/shared';
import { call } from '@/lib/call';
import { adminKeys } from '../../../api/query-keys';

export function useAuditActors() {
  return useQuery({
    queryKey: [...adminKeys.area('audit'), 'actors'],
    queryFn: ({ signal }) => call(api.consoleAudit.actors, {}, { signal }),
    staleTime: 60_000,
  });
}
