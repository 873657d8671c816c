// GET /v1/dealers/profile: the signed-in dealer, or null when the session is not valid.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { normalizeDealerStatus, type DealerProfile } from '@autobid/shared';
import { getData } from '@/lib/http';

export const profileQueryKey = ['profile'] as const;

async function getProfile(): Promise<DealerProfile | null> {
  // Silent: the route guard sends the visitor to /login instead of alerting.
  const profile = await getData<DealerProfile>('/v1/dealers/profile', undefined, { silent: true });
  if (!profile || !profile.id) {
    return null;
  }
  return { ...profile, status: normalizeDealerStatus(profile.status) };
}

/** Keyed by token so a new login never sees the previous session's answer. */
function profileQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...profileQueryKey, token ?? ''],
    queryFn: getProfile,
    enabled: Boolean(token),
  });
}

export function useProfileQuery(token: string | null) {
  return useQuery(profileQueryOptions(token));
}
