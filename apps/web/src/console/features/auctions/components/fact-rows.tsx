// Short label/value rows for a narrow side panel (the seller, the auction's dates): the label at the left,
// the value at the right, one row each.
import type { DetailItem } from '../../../components/detail-list';
import styles from './fact-rows.module.css';

export function FactRows({ items }: { items: readonly DetailItem[] }) {
  return (
    <dl className={styles.rows}>
      {items.map((item) => (
        <div key={item.label} className={styles.row}>
          <dt>{item.label}</dt>
          <dd>{item.value === '' || item.value === null ? '-' : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
