// A record's changed fields as a table of before → after (an audit row, a change waiting for review): the
// field's name (with its code under it when they differ), the old value muted, the new one bold.
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
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">항목</th>
            <th scope="col">변경 전</th>
            <th scope="col">변경 후</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">
                {row.label}
                {row.hint ? <span className={styles.hint}>{row.hint}</span> : null}
              </th>
              <td className={styles.before}>{row.before}</td>
              <td className={styles.after}>{row.after}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
