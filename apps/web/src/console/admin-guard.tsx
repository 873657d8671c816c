// The operator console's guard: without an operator session every /admin page but the login goes to
// /admin/login, remembering where the operator was headed. Dealer and seller sessions play no part.
import { useOperatorToken } from '@/lib/storage';
import { SessionGuard } from '../app/session-guard';

export const ADMIN_LOGIN_PATH = '/admin/login';

export function AdminGuard() {
  return <SessionGuard token={useOperatorToken()} loginPath={ADMIN_LOGIN_PATH} />;
}
