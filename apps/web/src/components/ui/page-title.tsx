// The heading block of a public page: title and an optional one-line description.
import type { ReactNode } from 'react';
import styles from './page-title.module.css';

export function PageTitle({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {description ? <p className={styles.description}>{description}</p> : null}
    </header>
  );
}
