// Numbered page buttons in blocks of ten with previous/next, as the card lists (bid and deal history) use them.
import styles from './pagination.module.css';
import { cn } from '@/lib/cn';

/** Page numbers around the current page, in a window of `span` pages. */
export function pageWindow(current: number, total: number, span = 10): number[] {
  if (total <= 0) {
    return [];
  }
  const start = Math.floor((Math.max(1, Math.min(current, total)) - 1) / span) * span + 1;
  const end = Math.min(total, start + span - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

type PaginationProps = { page: number; totalPages: number; onChange: (page: number) => void };

/** Nothing when everything fits on one page. */
export function Pagination({ page, totalPages, onChange }: PaginationProps) {
  if (totalPages <= 1) {
    return null;
  }
  return (
    <nav className={styles.pagination} aria-label="페이지">
      <button type="button" className={styles.pageButton} disabled={page <= 1} onClick={() => onChange(page - 1)} aria-label="이전 페이지">
        ‹
      </button>
      {pageWindow(page, totalPages).map((n) => (
        <button
          key={n}
          type="button"
          className={cn(styles.pageButton, n === page && styles.pageCurrent)}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => onChange(n)}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        className={styles.pageButton}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
        aria-label="다음 페이지"
      >
        ›
      </button>
    </nav>
  );
}
