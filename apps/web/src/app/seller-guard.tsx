// The seller app's guard: without a seller session every /seller page but the login goes to /seller/login,
// remembering where the seller was headed. The dealer's session plays no part.
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSellerToken } from '@/lib/storage';

export const SELLER_LOGIN_PATH = '/seller/login';

export function SellerGuard() {
  const token = useSellerToken();
  const location = useLocation();
  if (!token) {
    return <Navigate to={SELLER_LOGIN_PATH} replace state={{ from: location.pathname + location.search }} />;
  }
  return <Outlet />;
}
