// Label/value pairs of a record (a dealer's application, a deal's steps) as a description list.
import type { ReactNode } from 'react';
import styles from './detail-list.module.css';

export type DetailItem = { label: string; value: ReactNode };

export function DetailList({ items }: { items: readonly DetailItem[] }) {
  return (
    <dl className={styles.list}>
      {items.map((item) => (
        <div key={item.label} className={styles.row}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value}>
            {item.value === '' || item.value === null || item.value === undefined ? '-' : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
