// GET /v1/dealers/dashboard: the home counters and the deal tasks waiting for the dealer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@autobid/shared';
import { call } from '@/lib/call';

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => call(api.dealers.dashboard, {}, { signal }),
  });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
