// GET /v1/dealers/dashboard: the four home counters (zeros when absent).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@autobid/shared';
import { getData } from '@/lib/http';

export const emptyDashboard: Dashboard = {
  likeCount: 0,
  biddingCount: 0,
  successfulBiddingCount: 0,
  progressCount: 0,
};

export async function getDashboard(): Promise<Dashboard> {
  const data = await getData<Partial<Dashboard>>('/v1/dealers/dashboard');
  return { ...emptyDashboard, ...(data ?? {}) };
}

export const dashboardQueryOptions = () => queryOptions({ queryKey: ['dashboard'], queryFn: getDashboard });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
