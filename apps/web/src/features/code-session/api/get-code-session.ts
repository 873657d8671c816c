// GET /v1/dealers/code/{code}/me: the dealer a messaging-app code stands for and what the code is for;
// null when the code is malformed, unknown or expired (the server answers 401).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { codeParam, normalizeDealerStatus, type CodeSessionResponse } from '@autobid/shared';
import { getData } from '@/lib/http';

export const codeSessionQueryKey = (code: string) => ['code-session', code] as const;

export function isWellFormedCode(code: string): boolean {
  return codeParam.safeParse({ code }).success;
}

export async function getCodeSession(code: string): Promise<CodeSessionResponse | null> {
  // Silent: the guard sends the person to /login instead of alerting the server's message.
  const session = await getData<CodeSessionResponse>(
    `/v1/dealers/code/${encodeURIComponent(code)}/me`,
    undefined,
    { silent: true },
  );
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
