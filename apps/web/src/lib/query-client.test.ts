import { describe, expect, it } from 'vitest';
import { ApiError, ContractDriftError } from './call';
import { createQueryClient, retryDelay, shouldRetry } from './query-client';

const failure = (status: number | null) => new ApiError({ ok: false, status, errorCode: null, body: null });

describe('query client', () => {
  it('doubles the retry delay from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries a failed read 3 times: no answer, a 5xx or a 429', () => {
    for (const error of [failure(null), failure(500), failure(503), failure(429), new TypeError('x')]) {
      expect([0, 1, 2, 3].map((count) => shouldRetry(count, error))).toEqual([true, true, true, false]);
    }
  });

  it('shows a refusal the server meant at once', () => {
    for (const status of [400, 401, 403, 404, 409, 410]) {
      expect(shouldRetry(0, failure(status))).toBe(false);
    }
  });

  it('does not retry an answer that drifted from its schema: trying again cannot mend it', () => {
    expect(
      shouldRetry(0, new ContractDriftError('GET /api/deals: the answer does not match its schema')),
    ).toBe(false);
  });

  it('keeps unused data 5 minutes and never retries mutations', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(shouldRetry);
    expect(defaults.queries?.gcTime).toBe(300_000);
    expect(defaults.mutations?.retry).toBe(false);
  });
});
