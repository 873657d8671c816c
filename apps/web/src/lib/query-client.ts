// TanStack Query defaults are the spec's cache rules: 3 retries, 1 s doubling to 30 s, 5 min gc, no mutation retry.
import { QueryClient } from '@tanstack/react-query';
import {
  QUERY_GC_TIME_MS,
  QUERY_RETRY_BASE_MS,
  QUERY_RETRY_COUNT,
  QUERY_RETRY_MAX_MS,
} from '@autobid/shared';

export function retryDelay(attemptIndex: number): number {
  return Math.min(QUERY_RETRY_BASE_MS * 2 ** attemptIndex, QUERY_RETRY_MAX_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: QUERY_RETRY_COUNT, retryDelay, gcTime: QUERY_GC_TIME_MS },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
