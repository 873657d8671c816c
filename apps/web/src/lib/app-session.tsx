// One session model for the three apps (the dealer site, the seller app, the operator console): a token kept
// in localStorage under the app's own key (lib/storage.ts, docs/decisions/013-seller-session.md), the
// signed-in profile held once in the query cache (the app's `me` route, keyed by the token so a new login never
// sees the previous answer), sign-in and sign-out that set and clear both, and the guard that decides what a
// route needs. A 401/403 on the `me` read means "no session" (null); any other failure throws, so a failed
// read is never taken for an ended session (docs/decisions/024). Which session a refused call drops is
// lib/http.ts's (an operator keeps it on ADMIN_ONLY).
import {
  queryOptions,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import type { ApiRoute, RouteData, RouteInput } from '@autobid/shared';
import { BlankView } from '@/components/ui/status-view';
import { ApiError, call } from './call';
import { clearAllStorage, sessionToken } from './storage';

/** What the guard knows when it decides. */
export type GuardInput<P> = {
  token: string | null;
  /** True while the profile of a present token is being read for the first time. */
  isLoading: boolean;
  /** The signed-in profile; null when the read answered "no session"; undefined when not read. */
  profile: P | null | undefined;
  pathname: string;
};

/** The guard's answer: the page, a blank view while loading, the app's login, or another path. */
export type GuardDecision = 'render' | 'loading' | 'login' | { redirect: string };

/** A route needs only the app's token (the seller app, the operator console). */
export function signedIn({ token }: GuardInput<unknown>): GuardDecision {
  return token ? 'render' : 'login';
}

type MeRoute = ApiRoute & { method: 'GET' };

export type AppSessionConfig<R extends MeRoute, P> = {
  /** localStorage key of the app's token. */
  tokenKey: string;
  /** The cache key of the profile (the token is appended), under the app's own keys. */
  profileKey: QueryKey;
  /** The route that answers who is signed in. */
  meRoute: R;
  /** Ends every token of the account on the server (docs/decisions/018). */
  logoutRoute: ApiRoute & { method: 'POST' };
  /** What a guarded route needs. */
  guard: (input: GuardInput<NoInfer<P>>) => GuardDecision;
  /** Whether `guard` looks at the profile (then the guard reads it first). */
  guardReadsProfile: boolean;
  loginPath: string;
  /** Where sign-out goes. */
  signOutPath: string;
  /**
   * What sign-out drops from the cache besides the profile: the app's own keys, or every answer no mounted
   * screen watches (the dealer's: what the landing page shows is public, everything else was the dealer's).
   */
  signOutCache: QueryKey | 'unwatched';
  /** Sign-out and a dropped session clear all stored things but the other apps' sessions (the dealer's, spec §8). */
  clearsAllStorage?: boolean;
  /** Turns the route's answer into the app's profile (defaults, a normalised status). */
  toProfile: (data: RouteData<R>) => P;
  /** How long a read profile counts as fresh. */
  staleTime?: number;
};

export function createAppSession<R extends MeRoute, P>(config: AppSessionConfig<R, P>) {
  const token = sessionToken(config.tokenKey);
  const { profileKey } = config;
  const keyOf = (value: string | null) => [...profileKey, value ?? ''] as const;

  async function readProfile(signal: AbortSignal): Promise<P | null> {
    try {
      return config.toProfile(await call(config.meRoute, {} as RouteInput<R>, { signal }));
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        return null;
      }
      throw error;
    }
  }

  const profileQuery = (value: string | null) =>
    queryOptions({
      queryKey: keyOf(value),
      queryFn: ({ signal }) => readProfile(signal),
      enabled: Boolean(value),
      staleTime: config.staleTime,
    });

  /** The profile read: fetches it for the current token (the layouts and the guard use this). */
  function useMe() {
    return useQuery(profileQuery(token.use()));
  }

  /** The cached profile without asking for it (null/undefined when there is none). */
  function useCachedProfile(): P | null | undefined {
    return useQuery({ ...profileQuery(token.use()), enabled: false }).data;
  }

  function dropToken() {
    if (config.clearsAllStorage) {
      clearAllStorage();
    } else {
      token.drop();
    }
  }

  function clearCache(queryClient: QueryClient) {
    queryClient.removeQueries({ queryKey: profileKey });
    const cache = config.signOutCache;
    if (cache === 'unwatched') {
      queryClient.removeQueries({ predicate: (query) => query.getObserversCount() === 0 });
    } else {
      queryClient.removeQueries({ queryKey: cache });
    }
  }

  /**
   * Sign-outs so far: the guard a sign-out leaves shows a blank screen instead of sending to the login. A sign-out
   * path that is a lazy page commits after the token is gone (React Router applies `flushSync` to a navigation's
   * first update only), and that guard renders once more in between; a guard mounted after the sign-out sends to
   * the login as ever.
   */
  let signOuts = 0;

  /** Sign-in: the new token; the profile is read for it afresh. */
  function signIn(queryClient: QueryClient, accessToken: string) {
    queryClient.removeQueries({ queryKey: profileKey });
    token.write(accessToken);
  }

  /**
   * Sign-out: the server ends every token of the account (the call takes the token as it starts, so it need
   * not finish; a failed call changes nothing here), the app leaves the guarded page, committed synchronously
   * (clearing the token while the guard is still mounted would send it to the login), then the token and the
   * app's cached answers go.
   */
  function useSignOut() {
    const navigate = useNavigate();
    const queryClient = useQueryClient();
    return async () => {
      void call(config.logoutRoute, {}, { silent: true }).catch(() => undefined);
      signOuts += 1;
      await navigate(config.signOutPath, { flushSync: true });
      dropToken();
      clearCache(queryClient);
    };
  }

  /** The route guard: without what the route needs, the login (remembering where the user was headed). */
  function Guard() {
    const signOutsAtMount = useRef(signOuts);
    const location = useLocation();
    const current = token.use();
    const me = useQuery({ ...profileQuery(current), enabled: Boolean(current) && config.guardReadsProfile });
    const decision = config.guard({
      token: current,
      isLoading: config.guardReadsProfile && me.isPending,
      profile: me.data,
      pathname: location.pathname,
    });
    if (decision === 'login' && signOutsAtMount.current !== signOuts) {
      return <BlankView />;
    }
    if (decision === 'login') {
      return <Navigate to={config.loginPath} replace state={{ from: location.pathname + location.search }} />;
    }
    if (decision === 'loading') {
      return <BlankView />;
    }
    if (decision === 'render') {
      return <Outlet />;
    }
    return <Navigate to={decision.redirect} replace />;
  }

  return {
    getToken: token.read,
    useToken: token.use,
    /** The cache key of every profile of this app (invalidate it after a change to the profile). */
    profileKey,
    useMe,
    useCachedProfile,
    /** The current token's profile read into the cache ahead of the first render (src/main.tsx); never throws. */
    prefetchProfile: (queryClient: QueryClient) => queryClient.prefetchQuery(profileQuery(token.read())),
    /** The cache key of `value`'s profile (app/prerender.tsx draws a page for a token of its own). */
    profileKeyOf: keyOf,
    /** Puts a profile in the cache for the current token (a code link's dealer for a visitor; tests). */
    setProfile: (queryClient: QueryClient, profile: P | null) =>
      queryClient.setQueryData(keyOf(token.read()), profile),
    /** The cached profile of the current token. */
    peekProfile: (queryClient: QueryClient) => queryClient.getQueryData<P | null>(keyOf(token.read())),
    signIn,
    /** A session that ended on its own (a password change): the token and the cached answers go, no call. */
    drop: (queryClient: QueryClient) => {
      dropToken();
      clearCache(queryClient);
    },
    useSignOut,
    Guard,
    loginPath: config.loginPath,
  };
}
