// Wraps a code-link page: checks the code's session, keeps the profile store (header name) in step,
// and sends the person elsewhere when the code cannot open this page. An expired or unknown code is about
// the link only: a dealer logged in on this browser stays logged in and goes home; a visitor goes to /login.
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { DEAL_MESSAGES } from '@autobid/shared';
import { showAlert } from '@/components/ui/app-dialog';
import { BlankView } from '@/components/ui/status-view';
import { resetProfile, setProfile } from '@/lib/profile-store';
import { useToken } from '@/lib/storage';
import { isWellFormedCode, useCodeSession } from '../api/get-code-session';
import { decideCodeSession, type CodePage } from '../lib/decide-code-session';

type CodeSessionGuardProps = {
  page: CodePage;
  code: string;
  children: ReactNode;
};

export function CodeSessionGuard({ page, code, children }: CodeSessionGuardProps) {
  const query = useCodeSession(code);
  const isWellFormed = isWellFormedCode(code);
  const decision = decideCodeSession({
    page,
    code,
    isWellFormed,
    isLoading: isWellFormed && query.isPending,
    session: query.data,
  });
  const alerted = useRef(false);
  const hasSession = Boolean(useToken());

  const isInvalid = decision.kind === 'login';
  // Also when redirecting: /wait reads the status from the store.
  const session = isInvalid ? null : (query.data ?? null);
  useEffect(() => {
    if (session) {
      const { codeLink: _link, ...profile } = session;
      setProfile(profile);
      return;
    }
    if (!isInvalid) {
      return;
    }
    // The logged-in dealer's own profile stays (the main layout keeps it); a visitor's is the code's, gone.
    if (!hasSession) {
      resetProfile();
    }
    if (!alerted.current) {
      alerted.current = true;
      void showAlert(DEAL_MESSAGES.codeInvalid);
    }
  }, [session, isInvalid, hasSession]);

  switch (decision.kind) {
    case 'loading':
      return <BlankView />;
    case 'login':
      return <Navigate to={hasSession ? '/home' : '/login'} replace />;
    case 'wait':
      return <Navigate to="/wait" replace />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'render':
      return children;
  }
}
