// A page with one centered white card (full width without the card chrome on mobile): a heading, a lead
// line, an optional back button, then the content. Used by the deal completion and seller review pages.
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PageContainer } from './page-container';
import styles from './page-card.module.css';

type PageCardProps = {
  title: string;
  lead?: string;
  hasBack?: boolean;
  children: ReactNode;
};

export function PageCard({ title, lead, hasBack = false, children }: PageCardProps) {
  const navigate = useNavigate();
  return (
    <PageContainer className={styles.container}>
      <div className={styles.card}>
        <header className={styles.head}>
          {hasBack ? (
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
