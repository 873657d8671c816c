// A list's date-time column: the time on one line (a dash when there is none), 140px wide unless told.
import { dateTime } from '../lib/format';
import type { Column } from './data-table';
import styles from './list-layout.module.css';

export function timeColumn<T>(
  key: string,
  header: string,
  at: (row: T) => string | null | undefined,
  width = '140px',
): Column<T> {
  return { key, header, width, render: (row) => <span className={styles.nowrap}>{dateTime(at(row))}</span> };
}
