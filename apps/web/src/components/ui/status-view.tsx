// Full-area views for the states a page can be in: loading, missing data, a crash, not built yet, blank.
import type { ReactNode } from 'react';
import { ButtonLink } from './button';
import styles from './status-view.module.css';

export const NOT_FOUND_MESSAGE = '삭제되었거나 잘못된 접근입니다.';
const LOADING_TEXT = 'Loading..';
/** The seller app's loading words (its screens are all Korean). */
export const KOREAN_LOADING_TEXT = '불러오는 중입니다...';
export const ERROR_MESSAGE = '일시적인 오류가 발생했습니다.';

/** "Loading.." while a detail is loading (docs/spec.md §2); the seller app says it in Korean (`text`). */
export function LoadingView({ text = LOADING_TEXT }: { text?: string }) {
  return (
    <div className={styles.view} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.loading}>{text}</p>
    </div>
  );
}

/** Empty area while the route guard checks the session. */
export function BlankView() {
  return <div className={styles.blank} aria-busy="true" />;
}

type NotFoundViewProps = { message?: string; action?: ReactNode };

/** Unknown routes and missing data: "the data was deleted or the access is invalid". */
export function NotFoundView({ message = NOT_FOUND_MESSAGE, action }: NotFoundViewProps) {
  return (
    <div className={styles.view}>
      <div className={styles.icon} aria-hidden="true">
        !
      </div>
      <h1 className={styles.title}>{message}</h1>
      <p className={styles.text}>주소를 다시 확인하시거나 홈으로 이동해주세요.</p>
      <div className={styles.actions}>
        {action ?? (
          <ButtonLink to="/" variant="outline">
            홈으로 가기
          </ButtonLink>
        )}
      </div>
    </div>
  );
}

/** A page that failed to render: says so (not "not found") and offers a retry and the way home. */
export function ErrorView() {
  return (
    <div className={styles.view} role="alert">
      <div className={styles.icon} aria-hidden="true">
        !
      </div>
      <h1 className={styles.title}>{ERROR_MESSAGE}</h1>
      <p className={styles.text}>잠시 후 다시 시도하시거나 홈으로 이동해주세요.</p>
      <div className={styles.actions}>
        <ButtonLink to="/" variant="outline">
          홈으로 가기
        </ButtonLink>
      </div>
    </div>
  );
}
