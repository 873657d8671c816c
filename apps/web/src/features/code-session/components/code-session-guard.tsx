// Wraps a code-link page: checks the code's session, keeps the profile store (header name) in step,
// and sends the person elsewhere when the code cannot open this page.
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { DEAL_MESSAGES } from '@autobid/shared';
import { BlankView } from '@/components/ui/status-view';
import { resetProfile, setProfile } from '@/lib/profile-store';
import { clearAllStorage } from '@/lib/storage';
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
    resetProfile();
    clearAllStorage();
    if (!alerted.current) {
      alerted.current = true;
      window.alert(DEAL_MESSAGES.codeInvalid);
    }
  }, [session, isInvalid]);

  switch (decision.kind) {
    case 'loading':
      return <BlankView />;
    case 'login':
      return <Navigate to="/login" replace />;
    case 'wait':
      return <Navigate to="/wait" replace />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'render':
      return children;
  }
}
