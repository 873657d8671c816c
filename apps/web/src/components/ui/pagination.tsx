// The one numbered pagination, a window of ten pages with previous/next arrows, one look (the current page
// filled with the brand colour) in two behaviours: `cards` (bid and deal history): the arrows step one
// page, nothing when one page holds all; `board` (the notice board): the arrows jump a whole window,
// always shown.
import type { ReactNode } from 'react';
import { NOTICE_PAGINATION_WINDOW } from '@autobid/shared';
import { cn } from '@/lib/cn';
import { paginationWindow } from './pagination-window';
import styles from './pagination.module.css';

type PaginationProps = {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  variant?: 'cards' | 'board';
  windowSize?: number;
};

export function Pagination({
  page,
  totalPages,
  onChange,
  variant = 'cards',
  windowSize = NOTICE_PAGINATION_WINDOW,
}: PaginationProps) {
  const isBoard = variant === 'board';
  if (!isBoard && totalPages <= 1) {
    return null;
  }
  const view = paginationWindow(page, totalPages, windowSize);
  const previous = isBoard ? view.previousWindowPage : page > 1 ? page - 1 : null;
  const next = isBoard ? view.nextWindowPage : page < totalPages ? page + 1 : null;
  return (
    <nav className={styles.pagination} aria-label="페이지">
      <Arrow label={isBoard ? '이전 페이지 목록' : '이전 페이지'} to={previous} onChange={onChange}>
        ‹
      </Arrow>
      {view.pages.map((n) => (
        <button
          key={n}
          type="button"
          className={cn(styles.pageButton, n === page && styles.current)}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => onChange(n)}
        >
          {n}
        </button>
      ))}
      <Arrow label={isBoard ? '다음 페이지 목록' : '다음 페이지'} to={next} onChange={onChange}>
        ›
      </Arrow>
    </nav>
  );
}

type ArrowProps = { label: string; to: number | null; onChange: (page: number) => void; children: ReactNode };

/** A previous/next arrow: goes to `to`, disabled when there is no page that way. */
function Arrow({ label, to, onChange, children }: ArrowProps) {
  return (
    <button
      type="button"
      className={cn(styles.pageButton, styles.arrow)}
      aria-label={label}
      disabled={to === null}
      onClick={() => to !== null && onChange(to)}
    >
      {children}
    </button>
  );
}
