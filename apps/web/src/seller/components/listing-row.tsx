// One labelled value of a listing inside a <dl>: the detail page's summary and the form's review step.
// An empty value reads "미입력" in red, or "-" in grey when the field is optional.
import styles from './listing-row.module.css';

/** A coded value's Korean label (the code itself when the labels lack it; '' for none). */
export const labelOf = (labels: Record<string, string>, value: string) =>
  value ? (labels[value] ?? value) : '';

export function ListingRow({
  label,
  value,
  isOptional = false,
}: {
  label: string;
  value: string;
  isOptional?: boolean;
}) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd className={value ? undefined : isOptional ? styles.blank : styles.empty}>
        {value || (isOptional ? '-' : '미입력')}
      </dd>
    </div>
  );
}
