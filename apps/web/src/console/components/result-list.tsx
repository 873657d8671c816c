// A console list's result: the line that counts it ("심사 대기 12건 · 먼저 요청한 순", read out when it
// changes), its table, and the page numbers under it.
import type { ReactNode } from 'react';
import { formatNumber } from '@autobid/shared';
import { Pagination } from '@/components/ui/pagination';
import { cn } from '@/lib/cn';
import styles from './list-layout.module.css';

export type ResultListProps = {
  /** What is listed, before its count: "심사 대기". */
  label: ReactNode;
  /** The search the list answers: the line then says `"<search>" 검색 결과` instead of the label. */
  search?: string;
  total: number;
  unit?: '건' | '명';
  /** How the rows are ordered, after the count: "먼저 요청한 순". */
  order?: string | null;
  /** More of the result line, after the order (a filter with its clear button). */
  extra?: ReactNode;
  isFetching?: boolean;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** Inside a panel the line, the table and the page numbers take the panel's spacing. */
  isInPanel?: boolean;
  /** The table, and what its rows open. */
  children: ReactNode;
};

export function ResultList({
  label,
  search,
  total,
  unit = '건',
  order,
  extra,
  isFetching = false,
  page,
  pageSize,
  onPage,
  isInPanel = false,
  children,
}: ResultListProps) {
  return (
    <div className={cn(styles.list, isInPanel && styles.inPanel)}>
      <p className={styles.count} aria-live="polite">
        {search ? `"${search}" 검색 결과` : label} <strong>{formatNumber(total)}</strong>
        {unit}
        {order ? <span className={styles.hint}> · {order}</span> : null}
        {extra}
        {isFetching ? <span className={styles.hint}> · 불러오는 중…</span> : null}
      </p>
      {children}
      <Pagination page={page} totalPages={Math.max(1, Math.ceil(total / pageSize))} onChange={onPage} />
    </div>
  );
}
