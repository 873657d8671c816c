// Route guard of the main layout, exactly docs/spec.md §2 "Route guard".
import { Navigate, Outlet, useLocation } from 'react-router';
import { BlankView } from '@/components/ui/status-view';
import { useSessionSync } from './session';

/** Paths a dealer who is not yet approved may still open (besides /wait itself). */
const UNAPPROVED_ALLOWED_PATHS = ['/audit/register', '/profile', '/wait'];

type GuardDecision = 'login' | 'wait' | 'loading' | 'render';

export function decideGuard(input: {
  token: string | null;
  isLoading: boolean;
  profile: { status: string } | null | undefined;
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
    !UNAPPROVED_ALLOWED_PATHS.includes(input.pathname.replace(/\/+$/, '') || '/')
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
