// What a screen shows for a read, in all three apps (docs/decisions/024): a spinner while it loads, the
// failure with a retry when it failed (never "no data"), else the content; the last data stays on screen
// while a new page or filter loads.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { GENERIC_ERROR_MESSAGE } from '@/lib/http';
import { Button } from './button';
import styles from './query-state.module.css';

export const RETRY_LABEL = '다시 시도';
export const READ_FAILED_MESSAGE = '목록을 불러오지 못했습니다.';

type Read<T> = Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'refetch' | 'isFetching'>;

export type QueryStateProps<T> = {
  query: Read<T>;
  children: (data: T) => ReactNode;
  /** What shows while the first answer loads (a spinner with 불러오는 중… by default). */
  loading?: ReactNode;
  /** The failure's title, naming what could not be read (READ_FAILED_MESSAGE, for a list, by default). */
  failedTitle?: string;
};

export function QueryState<T>({ query, children, loading, failedTitle }: QueryStateProps<T>) {
  if (query.data !== undefined) {
    return <>{children(query.data)}</>;
  }
  if (query.error) {
    return (
      <ReadFailure
        title={failedTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  return (
    loading ?? (
      <div className={styles.state} role="status" aria-live="polite">
        <span className={styles.spinner} aria-hidden="true" />
        <p>불러오는 중…</p>
      </div>
    )
  );
}

type ReadFailureProps = {
  error: Error;
  onRetry: () => void;
  isRetrying?: boolean;
  /** What could not be read, as a sentence; a screen that is not a list names its thing. */
  title?: string;
};

/** A read that failed: a title naming what failed, its message (the server's, or the generic one) and a retry. */
export function ReadFailure({
  error,
  onRetry,
  isRetrying = false,
  title = READ_FAILED_MESSAGE,
}: ReadFailureProps) {
  return (
    <div className={styles.state} role="alert">
      <p className={styles.title}>{title}</p>
      <p>{error.message.trim() || GENERIC_ERROR_MESSAGE}</p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={isRetrying}>
        {RETRY_LABEL}
      </Button>
    </div>
  );
}
