// GET /v1/dealers/dashboard: the four home counters (zeros when absent) and the deal steps waiting for the dealer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardResponse } from '@autobid/shared';
import { getData } from '@/lib/http';

export const emptyDashboard: DashboardResponse = {
  likeCount: 0,
  biddingCount: 0,
  successfulBiddingCount: 0,
  progressCount: 0,
  dealTasks: [],
  serverNow: '',
};

export async function getDashboard(): Promise<DashboardResponse> {
  const data = await getData<Partial<DashboardResponse>>('/v1/dealers/dashboard');
  return { ...emptyDashboard, ...(data ?? {}) };
}

export const dashboardQueryOptions = () => queryOptions({ queryKey: ['dashboard'], queryFn: getDashboard });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
