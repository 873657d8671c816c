// Full-area views for the states a page can be in: loading, missing data, not built yet, blank.
import type { ReactNode } from 'react';
import { ButtonLink } from './button';
import styles from './status-view.module.css';

export const NOT_FOUND_MESSAGE = '삭제되었거나 잘못된 접근입니다.';
export const LOADING_TEXT = 'Loading..';

/** "Loading.." while a detail is loading (spec section 2). */
export function LoadingView() {
  return (
    <div className={styles.view} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.loading}>{LOADING_TEXT}</p>
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

/** Placeholder for a screen a later issue builds. */
export function ComingSoonView({ title }: { title: string }) {
  return (
    <div className={styles.view}>
      <div className={styles.badge}>{title}</div>
      <h1 className={styles.title}>준비 중인 화면입니다</h1>
      <p className={styles.text}>더 편리한 서비스를 위해 화면을 준비하고 있습니다. 조금만 기다려주세요.</p>
      <div className={styles.actions}>
        <ButtonLink to="/" variant="outline">
          홈으로 가기
        </ButtonLink>
      </div>
    </div>
  );
}
