// The card of the sign-up pages (/termsof, /register, /audit/register): a heading, a lead line, then the content.
import type { ReactNode } from 'react';
import { PageContainer } from '@/components/ui/page-container';
import styles from './signup-layout.module.css';
import { cn } from '@/lib/cn';

type SignupCardProps = {
  title: string;
  lead: string;
  /** Shown under the lead (the re-application's rejection reason). */
  notice?: ReactNode;
  children: ReactNode;
};

export function SignupCard({ title, lead, notice, children }: SignupCardProps) {
  return (
    <PageContainer className={styles.container}>
      <div className={cn('surface-card', styles.card)}>
        <header className={styles.head}>
          <h1 className={styles.heading}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
          {notice}
        </header>
        {children}
      </div>
    </PageContainer>
  );
}
