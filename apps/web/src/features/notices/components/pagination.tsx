// Numbered pagination with a window of pages and buttons that move a whole window back or forward.
import { NOTICE_PAGINATION_WINDOW } from '@autobid/shared';
import { paginationWindow } from '../lib/pagination-window';
import styles from './pagination.module.css';
import { cn } from '@/lib/cn';

type PaginationProps = {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  windowSize?: number;
};

export function Pagination({
  page,
  totalPages,
  onChange,
  windowSize = NOTICE_PAGINATION_WINDOW,
}: PaginationProps) {
  const view = paginationWindow(page, totalPages, windowSize);
  const { previousWindowPage, nextWindowPage } = view;
  return (
    <nav className={styles.pagination} aria-label="페이지">
      <button
        type="button"
        className={styles.arrow}
        aria-label="이전 페이지 목록"
        disabled={previousWindowPage === null}
        onClick={() => previousWindowPage !== null && onChange(previousWindowPage)}
      >
        ‹
      </button>
      {view.pages.map((p) => (
        <button
          key={p}
          type="button"
          className={cn(styles.page, p === page && styles.current)}
          aria-current={p === page ? 'page' : undefined}
          onClick={() => onChange(p)}
        >
          {p}
        </button>
      ))}
      <button
        type="button"
        className={styles.arrow}
        aria-label="다음 페이지 목록"
        disabled={nextWindowPage === null}
        onClick={() => nextWindowPage !== null && onChange(nextWindowPage)}
      >
        ›
      </button>
    </nav>
  );
}
