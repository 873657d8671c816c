// The seller app's guard: without a seller session every /seller page but the login goes to /seller/login,
// remembering where the seller was headed. The dealer's session plays no part.
import { SELLER_LOGIN_PATH } from '@/seller/hooks/use-seller-logout';
import { useSellerToken } from '@/lib/storage';
import { SessionGuard } from '../app/session-guard';

export function SellerGuard() {
  return <SessionGuard token={useSellerToken()} loginPath={SELLER_LOGIN_PATH} />;
}
