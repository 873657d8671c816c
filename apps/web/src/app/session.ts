// Session glue: the token decides whether the profile is fetched; the answer lands in the profile store.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useProfileQuery } from '@/lib/get-profile';
import { resetProfile, setProfile } from '@/lib/profile-store';
import { clearAllStorage, useToken } from '@/lib/storage';

/** Keeps the profile store in step with the token and the profile call; returns the query state. */
export function useSessionSync() {
  const token = useToken();
  const query = useProfileQuery(token);
  const { data } = query;
  useEffect(() => {
    if (!token || data === null) {
      resetProfile();
    } else if (data) {
      setProfile(data);
    }
  }, [token, data]);
  return { token, ...query };
}

/** Logout: go to the site root, then clear every stored thing and every dealer-only cached answer. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    // Leave the guarded page first, committed synchronously (the router otherwise renders the new route
    // in a transition): clearing the token while the guard is still mounted would send it to /login.
    await navigate('/', { flushSync: true });
    clearAllStorage();
    resetProfile();
    // What the landing page shows is public; everything else belonged to the dealer.
    queryClient.removeQueries({ predicate: (query) => query.getObserversCount() === 0 });
  };
}
