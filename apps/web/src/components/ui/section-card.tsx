// A titled white card with an optional "더보기"-style link in its header.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './section-card.module.css';
import { cn } from '@/lib/cn';

type SectionCardProps = {
  title: string;
  moreTo?: string;
  moreLabel?: string;
  children: ReactNode;
  className?: string;
  headingLevel?: 'h2' | 'h3';
};

export function SectionCard({
  title,
  moreTo,
  moreLabel = '더보기',
  children,
  className,
  headingLevel = 'h2',
}: SectionCardProps) {
  const Heading = headingLevel;
  return (
    <section className={cn(styles.card, className)}>
      <header className={styles.header}>
        <Heading className={styles.title}>{title}</Heading>
        {moreTo ? (
          <Link to={moreTo} className={styles.more}>
            {moreLabel}
            <span aria-hidden="true"> ›</span>
          </Link>
        ) : null}
      </header>
      {children}
    </section>
  );
}
