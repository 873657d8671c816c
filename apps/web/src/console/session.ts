// The operator console's session (lib/app-session.tsx): its own token ("operatorToken"), the operator of
// GET /v1/admin/me (name and role; the console hides what a STAFF may not do) and a guard that asks only for
// the token. Dealer and seller sessions play no part; an operator keeps the session on 403 ADMIN_ONLY
// (lib/http.ts).
import { api, type OperatorMe } from '@autobid/shared';
import { createAppSession, signedIn } from '@/lib/app-session';
import { OPERATOR_TOKEN_STORAGE_KEY } from '@/lib/storage';
import { adminKeys } from './api/query-keys';

export const ADMIN_LOGIN_PATH = '/admin/login';

export const operatorSession = createAppSession<typeof api.operators.me, OperatorMe>({
  tokenKey: OPERATOR_TOKEN_STORAGE_KEY,
  profileKey: adminKeys.me(),
  meRoute: api.operators.me,
  logoutRoute: api.operators.logout,
  guard: signedIn,
  guardReadsProfile: false,
  loginPath: ADMIN_LOGIN_PATH,
  signOutPath: ADMIN_LOGIN_PATH,
  signOutCache: adminKeys.all,
  toProfile: (me): OperatorMe => me,
  staleTime: 5 * 60 * 1000,
});

/** Whether the signed-in operator is an ADMIN (operator accounts, refunds). */
export function useIsAdmin(): boolean {
  return operatorSession.useMe().data?.role === 'ADMIN';
}
