// The seller app's guard: without a seller session every /seller page but the login goes to /seller/login,
// remembering where the seller was headed. The dealer's session plays no part.
import { useSellerToken } from '@/lib/storage';
import { SessionGuard } from './session-guard';

export const SELLER_LOGIN_PATH = '/seller/login';

export function SellerGuard() {
  return <SessionGuard token={useSellerToken()} loginPath={SELLER_LOGIN_PATH} />;
}
