// A page with one centered white card (full width without the card chrome on mobile): a heading, a lead
// line, an optional back button (only with an earlier page to go back to), then the content.
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PageContainer } from './page-container';
import styles from './page-card.module.css';
import { cn } from '@/lib/cn';

type PageCardProps = {
  title: string;
  lead?: string;
  hasBack?: boolean;
  children: ReactNode;
};

/** Whether this tab has an earlier page of the app (the router numbers its history entries from 0). */
function hasAppHistory(): boolean {
  const state: unknown = typeof window === 'undefined' ? null : window.history.state;
  return (
    typeof state === 'object' &&
    state !== null &&
    'idx' in state &&
    typeof state.idx === 'number' &&
    state.idx > 0
  );
}

export function PageCard({ title, lead, hasBack = false, children }: PageCardProps) {
  const navigate = useNavigate();
  // A messaging-app link opens the page first: "back" would leave the app, so it is not offered.
  const showBack = hasBack && hasAppHistory();
  return (
    <PageContainer className={styles.container}>
      <div className={cn('surface-card', styles.card)}>
        <header className={styles.head}>
          {showBack ? (
            <button type="button" className={styles.back} onClick={() => void navigate(-1)}>
              <span aria-hidden="true">‹</span> 뒤로가기
            </button>
          ) : null}
          <h1 className={styles.heading}>{title}</h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </header>
        {children}
      </div>
    </PageContainer>
  );
}
