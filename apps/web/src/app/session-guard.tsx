// The guard of an area with a session of its own (the operator console, the seller app): without its token
// every page of the area but the login goes to the login, remembering where the user was headed
// (lib/login-destination.ts takes them back there).
import { Navigate, Outlet, useLocation } from 'react-router';

export function SessionGuard({ token, loginPath }: { token: string | null; loginPath: string }) {
  const location = useLocation();
  if (!token) {
    return <Navigate to={loginPath} replace state={{ from: location.pathname + location.search }} />;
  }
  return <Outlet />;
}
