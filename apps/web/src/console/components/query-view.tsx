// What a console screen shows for a read: a spinner while it loads, the server's message with a retry when
// it failed, else the content. Keeps the last data on screen while a new page or filter loads.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import styles from './query-view.module.css';

export type QueryViewProps<T> = {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'refetch' | 'isFetching'>;
  children: (data: T) => ReactNode;
};

export function QueryView<T>({ query, children }: QueryViewProps<T>) {
  if (query.data !== undefined) {
    return <>{children(query.data)}</>;
  }
  if (query.error) {
    return (
      <div className={styles.state} role="alert">
        <p>{query.error.message || '목록을 불러오지 못했습니다.'}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
          다시 시도
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.state} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <p>불러오는 중…</p>
    </div>
  );
}
