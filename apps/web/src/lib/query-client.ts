// TanStack Query defaults are the spec's cache rules: 3 retries, 1 s doubling to 30 s, 5 min gc, no mutation
// retry. A read that failed (no answer, a 5xx, a 429) is retried; a refusal the server meant (401, 403, 404,
// 409 …) is an answer, shown at once (docs/decisions/024).
import { QueryClient } from '@tanstack/react-query';
import {
  QUERY_GC_TIME_MS,
  QUERY_RETRY_BASE_MS,
  QUERY_RETRY_COUNT,
  QUERY_RETRY_MAX_MS,
} from '@autobid/shared';
import { ContractDriftError, isServerRefusal } from './call';

export function retryDelay(attemptIndex: number): number {
  return Math.min(QUERY_RETRY_BASE_MS * 2 ** attemptIndex, QUERY_RETRY_MAX_MS);
}

/** Whether a read that failed `failureCount` times is tried again. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRY_COUNT || error instanceof ContractDriftError) {
    return false;
  }
  return !isServerRefusal(error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, gcTime: QUERY_GC_TIME_MS },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
