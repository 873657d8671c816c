// Session glue: the token decides whether the profile is fetched; the answer lands in the profile store.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useProfileQuery } from '@/lib/get-profile';
import { post } from '@/lib/http';
import { resetProfile, setProfile } from '@/lib/profile-store';
import { clearAllStorage, rememberApproval, useToken } from '@/lib/storage';

/** Keeps the profile store in step with the token and the profile call; returns the query state. */
export function useSessionSync() {
  const token = useToken();
  const query = useProfileQuery(token);
  const { data } = query;
  useEffect(() => {
    if (!token || data === null) {
      resetProfile();
      rememberApproval(false);
    } else if (data) {
      setProfile(data);
      rememberApproval(data.status === 'APPROVED');
    }
  }, [token, data]);
  return { token, ...query };
}

/**
 * Logout: the server ends every token of the account (docs/decisions/018), then the app goes to the site
 * root and clears every stored thing and every dealer-only cached answer. The call takes the token as it
 * starts, so it need not finish first; a failed call changes nothing here.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    void post('/v1/dealers/logout', undefined, { silent: true });
    // Leave the guarded page first, committed synchronously (the router otherwise renders the new route
    // in a transition): clearing the token while the guard is still mounted would send it to /login.
    await navigate('/', { flushSync: true });
    clearAllStorage();
    resetProfile();
    // What the landing page shows is public; everything else belonged to the dealer.
    queryClient.removeQueries({ predicate: (query) => query.getObserversCount() === 0 });
  };
}
