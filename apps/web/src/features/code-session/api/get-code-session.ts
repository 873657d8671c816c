// GET /v1/dealers/code/{code}/me: the dealer a messaging-app code stands for and what the code is for;
// null when the code is malformed, unknown or expired (the server answers 401).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUCCESS_CODES, codeParam, normalizeDealerStatus, type CodeSessionResponse } from '@autobid/shared';
import { buildUrl } from '@/lib/http';

export const codeSessionQueryKey = (code: string) => ['code-session', code] as const;

export function isWellFormedCode(code: string): boolean {
  return codeParam.safeParse({ code }).success;
}

/**
 * Not through lib/http: the code is the credential here, not the dealer's login. Its 401 says only that the
 * link expired, so it must not end the session of a dealer logged in on this browser (http drops it on any
 * 401), and the dealer's token is not sent with it. Silent: the guard says what happened.
 */
async function fetchCodeSession(code: string): Promise<CodeSessionResponse | null> {
  try {
    const response = await fetch(buildUrl(`/v1/dealers/code/${encodeURIComponent(code)}/me`), {
      headers: { Accept: 'application/json' },
    });
    const envelope = (await response.json()) as { code?: unknown; data?: unknown } | null;
    const isSuccess =
      response.ok && (SUCCESS_CODES as readonly unknown[]).includes(envelope?.code ?? response.status);
    return isSuccess ? ((envelope?.data ?? null) as CodeSessionResponse | null) : null;
  } catch {
    return null;
  }
}

export async function getCodeSession(code: string): Promise<CodeSessionResponse | null> {
  const session = await fetchCodeSession(code);
  if (!session || !session.id || !session.codeLink) {
    return null;
  }
  return { ...session, status: normalizeDealerStatus(session.status) };
}

export function codeSessionQueryOptions(code: string) {
  return queryOptions({
    queryKey: codeSessionQueryKey(code),
    queryFn: () => getCodeSession(code),
    enabled: isWellFormedCode(code),
  });
}

export function useCodeSession(code: string) {
  return useQuery(codeSessionQueryOptions(code));
}
