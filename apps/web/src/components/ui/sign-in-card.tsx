// The card of a sign-in page: the logo (with the app's tag), the title and a line under it, then the form.
// On a phone the card drops its frame and sits on the page.
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Logo } from './logo';
import styles from './sign-in-card.module.css';

type SignInCardProps = {
  /** The logo's tag: "For Dealer" when left out. */
  logoTag?: string;
  title: string;
  lead: string;
  children: ReactNode;
};

export function SignInCard({ logoTag, title, lead, children }: SignInCardProps) {
  return (
    <div className={cn('surface-card', styles.card)}>
      <div className={styles.head}>
        <Logo tag={logoTag} />
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
      </div>
      {children}
    </div>
  );
}
