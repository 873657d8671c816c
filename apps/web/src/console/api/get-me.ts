// GET /v1/admin/me: the signed-in operator (name and role); the console hides what a STAFF may not do.
import { useQuery } from '@tanstack/react-query';
import type { OperatorMe } from '@autobid/shared';
import { useOperatorToken } from '@/lib/storage';
import { adminGet } from './admin-request';
import { adminKeys } from './query-keys';

export function useOperatorMe() {
  const token = useOperatorToken();
  return useQuery({
    queryKey: [...adminKeys.me(), token],
    queryFn: () => adminGet<OperatorMe>('/v1/admin/me'),
    enabled: Boolean(token),
    staleTime: 5 * 60 * 1000,
    retry: 1,
  });
}

/** Whether the signed-in operator is an ADMIN (operator accounts, refunds). */
export function useIsAdmin(): boolean {
  return useOperatorMe().data?.role === 'ADMIN';
}
