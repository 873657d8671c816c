// The seller app's session (lib/app-session.tsx): its own token ("sellerToken"), the seller of
// GET /v1/sellers/me and a guard that asks only for the token; the dealer's session plays no part and a
// seller logout leaves it in place (docs/decisions/013-seller-session.md).
import { api, type SellerMe } from '@autobid/shared';
import { createAppSession, signedIn } from '@/lib/app-session';
import { SELLER_TOKEN_STORAGE_KEY } from '@/lib/storage';
import { sellerKeys } from './api/query-keys';

export const SELLER_LOGIN_PATH = '/seller/login';

export const sellerSession = createAppSession<typeof api.sellers.me, SellerMe>({
  tokenKey: SELLER_TOKEN_STORAGE_KEY,
  profileKey: sellerKeys.me(),
  meRoute: api.sellers.me,
  logoutRoute: api.sellers.logout,
  guard: signedIn,
  guardReadsProfile: false,
  loginPath: SELLER_LOGIN_PATH,
  signOutPath: SELLER_LOGIN_PATH,
  signOutCache: sellerKeys.all,
  toProfile: (me): SellerMe => me,
});
