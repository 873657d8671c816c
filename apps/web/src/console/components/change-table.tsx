// A record's changed fields as a table of before → after (an audit row, a change waiting for review): the
// field's name (with its code under it when they differ), the old value muted, the new one bold.
import { RowTable } from '@/components/ui/row-table';
import styles from './change-table.module.css';

export type ChangeTableRow = {
  key: string;
  label: string;
  /** A smaller line under the label (the field's code). */
  hint?: string;
  before: string;
  after: string;
};

export function ChangeTable({ caption, rows }: { caption: string; rows: readonly ChangeTableRow[] }) {
  return (
    <div className={styles.scroller}>
      <RowTable
        caption={caption}
        className={styles.table}
        columns={['항목', '변경 전', '변경 후']}
        cellClassNames={[styles.before, styles.after]}
        rows={rows.map((row) => ({
          key: row.key,
          label: (
            <>
              {row.label}
              {row.hint ? <span className={styles.hint}>{row.hint}</span> : null}
            </>
          ),
          cells: [row.before, row.after],
        }))}
      />
    </div>
  );
}
