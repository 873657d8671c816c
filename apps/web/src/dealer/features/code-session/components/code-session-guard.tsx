// Wraps a code-link page: checks the code once, shows a visitor the link's dealer (name, position, agency:
// all the code tells) in the header, and sends the person elsewhere when the code cannot open this page. An
// invalid, expired or used code is about the link only: a dealer logged in on this browser stays logged in
// (with their own profile) and goes home; a visitor goes to /login.
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { showAlert } from '@/components/ui/app-dialog';
import { BlankView } from '@/components/ui/status-view';
import { dealerSession, emptyProfile } from '@/lib/dealer-session';
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
    answer: query.data,
  });
  const alerted = useRef(false);
  const hasSession = Boolean(useToken());
  const queryClient = useQueryClient();

  const leaveMessage = decision.kind === 'leave' ? decision.message : null;
  const session = decision.kind === 'render' ? decision.session : null;
  useEffect(() => {
    // A logged-in dealer's own profile stays (the layout keeps it); a visitor's header shows the link's dealer.
    if (hasSession) {
      return;
    }
    if (session) {
      dealerSession.setProfile(queryClient, {
        ...emptyProfile,
        name: session.name,
        position: session.position,
        agencyName: session.agencyName,
      });
    } else if (leaveMessage) {
      dealerSession.setProfile(queryClient, null);
    }
  }, [session, leaveMessage, hasSession, queryClient]);
  useEffect(() => {
    if (leaveMessage && !alerted.current) {
      alerted.current = true;
      void showAlert(leaveMessage);
    }
  }, [leaveMessage]);

  switch (decision.kind) {
    case 'loading':
      return <BlankView />;
    case 'leave':
      return <Navigate to={hasSession ? '/home' : '/login'} replace />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'render':
      return children;
  }
}
