// The console's list: a table with a header row, one row per item, an empty text and, when a row is
// clickable, a keyboard-reachable row. Wider than the screen on a phone, it scrolls sideways in its box, a
// region named by the caption that takes the focus, so the arrow keys scroll it also when no row is focusable.
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import styles from './data-table.module.css';

export type Column<T> = {
  key: string;
  header: string;
  /** The header is read out but not shown (a column of row buttons). */
  isHeaderHidden?: boolean;
  render: (row: T) => ReactNode;
  /** Right-aligned numbers. */
  align?: 'left' | 'right' | 'center';
  width?: string;
};

export type DataTableProps<T> = {
  /** What the table lists, for screen readers. */
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  emptyText: string;
  /** Opens the row (its detail); the row then also answers Enter. */
  onRowClick?: (row: T) => void;
  selectedKey?: string | number | null;
};

export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  emptyText,
  onRowClick,
  selectedKey,
}: DataTableProps<T>) {
  return (
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                style={column.width ? { width: column.width } : undefined}
                className={styles[column.align ?? 'left']}
              >
                {column.isHeaderHidden ? (
                  <span className="visually-hidden">{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        {rows.length ? (
          <tbody>
            {rows.map((row) => {
              const key = rowKey(row);
              return (
                <tr
                  key={key}
                  className={cn(onRowClick && styles.clickable, selectedKey === key && styles.selected)}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  onKeyDown={
                    onRowClick
                      ? (event) => {
                          if (event.key === 'Enter') {
                            onRowClick(row);
                          }
                        }
                      : undefined
                  }
                  tabIndex={onRowClick ? 0 : undefined}
                  aria-selected={onRowClick ? selectedKey === key : undefined}
                >
                  {columns.map((column) => (
                    <td key={column.key} className={styles[column.align ?? 'left']}>
                      {column.render(row)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        ) : null}
      </table>
      {/* Outside the table, so it stays within the box's width while the header row scrolls. */}
      {rows.length ? null : <p className={styles.empty}>{emptyText}</p>}
    </div>
  );
}
