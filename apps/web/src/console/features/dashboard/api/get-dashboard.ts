// GET /v1/admin/dashboard: today's queues and the last 30 days' series, refreshed every minute while open.
import { useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '@autobid/shared';
import { adminGet } from '../../../api/admin-request';
import { adminKeys } from '../../../api/query-keys';

export function useDashboard() {
  return useQuery({
    queryKey: adminKeys.area('dashboard'),
    queryFn: () => adminGet<AdminDashboard>('/v1/admin/dashboard'),
    refetchInterval: 60_000,
  });
}
