// Route guard of the main layout, exactly docs/spec.md §2 "Route guard".
import { Navigate, Outlet, useLocation } from 'react-router';
import { isUnderIdentityReview } from '@autobid/shared';
import { BlankView } from '@/components/ui/status-view';
import { useSessionSync } from './session';

/** Paths a dealer who is not yet approved may still open (besides /wait itself). */
const UNAPPROVED_ALLOWED_PATHS = ['/audit/register', '/profile', '/wait'];

/**
 * What an approved dealer back in review for an identity change may open besides: its profile form (to set
 * the change back) and its deals, which it finishes meanwhile (docs/domain.md "Dealers").
 */
const IDENTITY_REVIEW_PATHS = [/^\/profile\/change$/, /^\/deal\/list$/, /^\/deal\/detail\/\d+(\/complete)?$/];

function mayOpenUnapproved(profile: { status: string; approvedAt?: string | null }, path: string): boolean {
  if (UNAPPROVED_ALLOWED_PATHS.includes(path)) {
    return true;
  }
  return (
    isUnderIdentityReview({ approvedAt: null, ...profile }) &&
    IDENTITY_REVIEW_PATHS.some((pattern) => pattern.test(path))
  );
}

type GuardDecision = 'login' | 'wait' | 'loading' | 'render';

export function decideGuard(input: {
  token: string | null;
  isLoading: boolean;
  profile: { status: string; approvedAt?: string | null } | null | undefined;
  pathname: string;
}): GuardDecision {
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

export function RouteGuard() {
  const { pathname } = useLocation();
  const { token, data, isPending } = useSessionSync();
  // The store reset for "profile returns nothing" happens in useSessionSync.
  switch (decideGuard({ token, isLoading: isPending, profile: data, pathname })) {
    case 'login':
      return <Navigate to="/login" replace />;
    case 'wait':
      return <Navigate to="/wait" replace />;
    case 'loading':
      return <BlankView />;
    case 'render':
      return <Outlet />;
  }
}
