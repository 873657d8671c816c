// The operator console's guard: without an operator session every /admin page but the login goes to
// /admin/login, remembering where the operator was headed. Dealer and seller sessions play no part.
import { Navigate, Outlet, useLocation } from 'react-router';
import { useOperatorToken } from '@/lib/storage';

export const ADMIN_LOGIN_PATH = '/admin/login';

export function AdminGuard() {
  const token = useOperatorToken();
  const location = useLocation();
  if (!token) {
    return <Navigate to={ADMIN_LOGIN_PATH} replace state={{ from: location.pathname + location.search }} />;
  }
  return <Outlet />;
}
