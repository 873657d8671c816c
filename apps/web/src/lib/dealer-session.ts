// The dealer's session (lib/app-session.tsx): the token under "token", the profile of GET /v1/dealers/profile
// and the route guard of the main layout, exactly docs/spec.md §2 "Route guard". Shared: the router and the
// login form use it besides the dealer's screens.
import { useEffect } from 'react';
import {
  DEFAULT_POSITION,
  EMPTY_DEALER_SCORE,
  TOKEN_STORAGE_KEY,
  api,
  isUnderIdentityReview,
  normalizeDealerStatus,
  type DealerProfile,
} from '@autobid/shared';
import { createAppSession, type GuardInput } from './app-session';
import { rememberApproval } from './storage';

/** Spec section 3 defaults: id 0, empty strings, empty list, false; position "대표"; status under review. */
export const emptyProfile: DealerProfile = {
  id: 0,
  username: '',
  email: '',
  image: '',
  name: '',
  phoneNumber: '',
  position: DEFAULT_POSITION,
  reason: '',
  rejectedAt: null,
  status: 'AUDIT',
  agencyAddress: '',
  agencyAddressDetail: '',
  agencyName: '',
  agencyNumber: '',
  businessNumber: '',
  agencyRegistrationImage: '',
  approvedAt: null,
  createdAt: '',
  mainBrands: [],
  isBankAccountAuth: false,
  businessCard: '',
  bankAccountNumber: '',
  penaltyExpiredAt: null,
  hopeTransactionPercentage: 0,
  positiveReviewCount: 0,
  negativeReviewCount: 0,
  monthlyCompleteTransactionCount: 0,
  averageDailyBiddingCount: 0,
  reportCount: 0,
  biddingCancelCount: 0,
  score: EMPTY_DEALER_SCORE,
};

/** Paths a dealer who is not yet approved may still open (besides /wait itself). */
const UNAPPROVED_ALLOWED_PATHS = ['/audit/register', '/profile', '/wait'];

/**
 * What an approved dealer back in review for an identity change may open besides: its profile form (to set
 * the change back) and its deals, which it finishes meanwhile (docs/domain.md "Dealers").
 */
const IDENTITY_REVIEW_PATHS = [/^\/profile\/change$/, /^\/deal\/list$/, /^\/deal\/detail\/\d+(\/complete)?$/];

type GuardProfile = { status: string; approvedAt?: string | null };

function mayOpenUnapproved(profile: GuardProfile, path: string): boolean {
  if (UNAPPROVED_ALLOWED_PATHS.includes(path)) {
    return true;
  }
  return (
    isUnderIdentityReview({ approvedAt: null, ...profile }) &&
    IDENTITY_REVIEW_PATHS.some((pattern) => pattern.test(path))
  );
}

/** docs/spec.md §2 "Route guard": no token or no profile, the login; not approved, /wait but for a few pages. */
export function decideGuard(input: GuardInput<GuardProfile>): 'login' | 'wait' | 'loading' | 'render' {
  if (!input.token) {
    return 'login';
  }
  if (input.isLoading) {
    return 'loading';
  }
  if (!input.profile) {
    return 'login';
  }
  if (
    input.profile.status !== 'APPROVED' &&
    !mayOpenUnapproved(input.profile, input.pathname.replace(/\/+$/, '') || '/')
  ) {
    return 'wait';
  }
  return 'render';
}

export const dealerSession = createAppSession<typeof api.dealers.profile, DealerProfile>({
  tokenKey: TOKEN_STORAGE_KEY,
  profileKey: ['profile'],
  meRoute: api.dealers.profile,
  logoutRoute: api.dealers.logout,
  guard: (input) => {
    const decision = decideGuard(input);
    return decision === 'wait' ? { redirect: '/wait' } : decision;
  },
  guardReadsProfile: true,
  loginPath: '/login',
  signOutPath: '/',
  // What the landing page shows is public; everything else belonged to the dealer.
  signOutCache: 'unwatched',
  clearsAllStorage: true,
  toProfile: (profile): DealerProfile => ({
    ...emptyProfile,
    ...profile,
    status: normalizeDealerStatus(profile.status),
  }),
});

/** The signed-in dealer's profile; id 0 means nobody is signed in (or not loaded yet). */
export function useProfile(): DealerProfile {
  return dealerSession.useCachedProfile() ?? emptyProfile;
}

/**
 * The layout's read of the profile (public pages show the profile chip too when a token exists), noting
 * whether this token's dealer is approved (lib/storage.ts wasApproved).
 */
export function useDealerSession() {
  const token = dealerSession.useToken();
  const me = dealerSession.useMe();
  const { data } = me;
  useEffect(() => {
    if (!token || data === null) {
      rememberApproval(false);
    } else if (data) {
      rememberApproval(data.status === 'APPROVED');
    }
  }, [token, data]);
  return me;
}

/** Logout (docs/decisions/018): to the site root, every stored thing and every dealer-only answer cleared. */
export const useLogout = dealerSession.useSignOut;
