// The seller's logout (header and profile): the server ends the seller's tokens, then the app leaves the
// guarded page (committed synchronously) and drops the session and its cached answers; a dealer's session
// in the same browser stays.
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { clearSellerToken } from '@/lib/storage';
import { sellerLogout } from '../api/logout';
import { sellerKeys } from '../api/query-keys';

export const SELLER_LOGIN_PATH = '/seller/login';

export function useSellerLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    await sellerLogout();
    await navigate(SELLER_LOGIN_PATH, { flushSync: true });
    clearSellerToken();
    queryClient.removeQueries({ queryKey: sellerKeys.all });
  };
}
