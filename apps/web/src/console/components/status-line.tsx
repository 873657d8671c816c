// A line above a list or form saying what just happened: done (green, a status) or refused (red, an alert).
import type { ReactNode } from 'react';
import styles from './status-line.module.css';

export function StatusLine({ tone, children }: { tone: 'done' | 'refused'; children: ReactNode }) {
  return tone === 'done' ? (
    <p className={styles.done} role="status">
      {children}
    </p>
  ) : (
    <p className={styles.refused} role="alert">
      {children}
    </p>
  );
}
