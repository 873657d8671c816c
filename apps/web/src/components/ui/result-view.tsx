// A full-area message for a finished or closed step (deal completed, review already written).
import type { ReactNode } from 'react';
import styles from './result-view.module.css';
import { cn } from '@/lib/cn';

type ResultViewProps = {
  title: string;
  text?: ReactNode;
  tone?: 'done' | 'info';
  action?: ReactNode;
};

export function ResultView({ title, text, tone = 'done', action }: ResultViewProps) {
  return (
    <div className={styles.view} role="status">
      <div className={cn(styles.icon, styles[tone])} aria-hidden="true">
        {tone === 'done' ? '✓' : 'i'}
      </div>
      <h1 className={styles.title}>{title}</h1>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action ? <div className={styles.actions}>{action}</div> : null}
    </div>
  );
}
