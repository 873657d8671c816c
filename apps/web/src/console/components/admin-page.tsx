// The frame of every console screen: its title, a line saying what it is for, actions at the right, then
// the content. Desktop first; at 390 px the actions wrap under the title.
import { useId, type ReactNode } from 'react';
import styles from './admin-page.module.css';

type AdminPageProps = {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
};

export function AdminPage({ title, description, actions, children }: AdminPageProps) {
  return (
    <section className={styles.page} aria-labelledby="admin-page-title">
      <header className={styles.head}>
        <div className={styles.titles}>
          <h1 id="admin-page-title" className={styles.title}>
            {title}
          </h1>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}

/** A white panel of the console: a section of a screen with an optional heading, which names it. */
export function AdminPanel({
  title,
  actions,
  children,
  className,
}: {
  title?: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  return (
    <section className={`${styles.panel} ${className ?? ''}`} aria-labelledby={title ? titleId : undefined}>
      {title || actions ? (
        <div className={styles.panelHead}>
          {title ? (
            <h2 id={titleId} className={styles.panelTitle}>
              {title}
            </h2>
          ) : (
            <span />
          )}
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}

/** A row of filters above a list: search fields, selects and buttons that wrap on narrow screens. */
export function FilterBar({ children, onSubmit }: { children: ReactNode; onSubmit?: () => void }) {
  return (
    <form
      className={styles.filters}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      {children}
    </form>
  );
}
