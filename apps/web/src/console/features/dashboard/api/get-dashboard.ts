// GET /v1/admin/dashboard: today's queues and the last 30 days' series, refreshed every minute while open.
import { useQuery } from '@tanstack/react-query';
import { api } from '@autobid/shared';
import { call } from '@/lib/call';
import { adminKeys } from '../../../api/query-keys';

export function useDashboard() {
  return useQuery({
    queryKey: adminKeys.area('dashboard'),
    queryFn: ({ signal }) => call(api.consoleOperators.dashboard, {}, { signal }),
    refetchInterval: 60_000,
  });
}
