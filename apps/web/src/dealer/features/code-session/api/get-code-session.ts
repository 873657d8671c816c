// GET /v1/dealers/code/{code}/me: what a messaging-app code's screen shows of its dealer (name, position,
// agency) and what the code is for. A malformed, unknown, expired or used code (401) is `invalid`; a dealer
// the server no longer lets act (403, e.g. not approved) is `refused` with the server's message.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUCCESS_CODES, codeParam, codeSessionResponse, type CodeSessionResponse } from '@autobid/shared';
import { buildUrl } from '@/lib/http';

export type CodeSessionAnswer =
  { kind: 'live'; session: CodeSessionResponse } | { kind: 'invalid' } | { kind: 'refused'; message: string };

export const codeSessionQueryKey = (code: string) => ['code-session', code] as const;

export function isWellFormedCode(code: string): boolean {
  return codeParam.safeParse({ code }).success;
}

/**
 * Not through lib/http: the code is the credential here, not the dealer's login. Its 401 says only that the
 * link expired, so it must not end the session of a dealer logged in on this browser (http drops it on any
 * 401), and the dealer's token is not sent with it. Silent: the guard says what happened.
 */
export async function getCodeSession(code: string): Promise<CodeSessionAnswer> {
  try {
    const response = await fetch(buildUrl(`/v1/dealers/code/${encodeURIComponent(code)}/me`), {
      headers: { Accept: 'application/json' },
    });
    const envelope = (await response.json()) as { code?: unknown; data?: unknown; message?: unknown } | null;
    if (response.status === 403 && typeof envelope?.message === 'string' && envelope.message.trim()) {
      return { kind: 'refused', message: envelope.message };
    }
    const isSuccess =
      response.ok && (SUCCESS_CODES as readonly unknown[]).includes(envelope?.code ?? response.status);
    const parsed = codeSessionResponse.safeParse(envelope?.data);
    return isSuccess && parsed.success ? { kind: 'live', session: parsed.data } : { kind: 'invalid' };
  } catch {
    return { kind: 'invalid' };
  }
}

/**
 * Checked once per visit of the page: no refetch on focus or reconnect while it is open (the page's own
 * step may end the link, and its done view must stay), and forgotten when the page closes, so opening the
 * link again asks the server again (a used link then reads as expired).
 */
export function codeSessionQueryOptions(code: string) {
  return queryOptions({
    queryKey: codeSessionQueryKey(code),
    queryFn: () => getCodeSession(code),
    enabled: isWellFormedCode(code),
    staleTime: Infinity,
    gcTime: 0,
  });
}

export function useCodeSession(code: string) {
  return useQuery(codeSessionQueryOptions(code));
}
