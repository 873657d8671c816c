// The listing's condition sheet as every reader sees it (docs/domain.md "Handover"): the dealer's auction
// detail, the operator's review and dispute, the seller's check step and claim card. Items grouped as the
// sheet orders them, a defect marked in words (not by colour alone), its note and photo beside it.
import {
  conditionDefectCount,
  conditionRows,
  type ConditionReport,
  type ConditionRow,
  type VehicleType,
} from '@autobid/shared';
import { cn } from '@/lib/cn';
import styles from './condition-sheet.module.css';

type ConditionSheetProps = {
  vehicleType: VehicleType;
  report: ConditionReport | null;
  /** The heading's id (the section is named by it) and its text. */
  titleId: string;
  title?: string;
  /** Rows to mark (the items of a claim), by item key. */
  highlight?: readonly string[];
};

function groupsOf(rows: ConditionRow[]): [string, ConditionRow[]][] {
  const groups = new Map<string, ConditionRow[]>();
  for (const row of rows) {
    groups.set(row.group, [...(groups.get(row.group) ?? []), row]);
  }
  return [...groups];
}

export function ConditionSheet({
  vehicleType,
  report,
  titleId,
  title = '상태 점검표',
  highlight = [],
}: ConditionSheetProps) {
  const rows = conditionRows(vehicleType, report);
  const defects = conditionDefectCount(vehicleType, report);
  const blanks = rows.filter((row) => row.stateLabel === '-').length;
  return (
    <section className={styles.sheet} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p className={styles.summary}>
          {report === null
            ? '판매자가 점검표를 작성하지 않았습니다.'
            : [
                defects === 0 && blanks === 0
                  ? `${rows.length}개 항목 모두 이상 없음`
                  : `${rows.length}개 항목 중 ${defects}개 확인 필요`,
                blanks > 0 ? `작성하지 않은 항목 ${blanks}개` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
        </p>
      </div>
      {report === null
        ? null
        : groupsOf(rows).map(([group, items]) => (
            <div key={group} className={styles.group}>
              <h3 className={styles.groupTitle}>{group}</h3>
              <ul className={styles.rows}>
                {items.map((row) => (
                  <li
                    key={row.key}
                    className={cn(styles.row, highlight.includes(row.key) && styles.highlight)}
                    data-item={row.key}
                  >
                    <span className={styles.label}>
                      {row.label}
                      {highlight.includes(row.key) ? (
                        <span className={styles.claimed}> · 감가 요청 항목</span>
                      ) : null}
                    </span>
                    <span className={cn(styles.state, !row.ok && styles.defect)}>
                      {row.stateLabel}
                      {row.ok ? null : <span className={styles.flag}> · 확인 필요</span>}
                    </span>
                    {row.note ? <span className={styles.note}>{row.note}</span> : null}
                    {row.photo ? (
                      <a className={styles.photo} href={row.photo} target="_blank" rel="noreferrer">
                        <img src={row.photo} alt={`${row.label} 사진`} loading="lazy" />
                      </a>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          ))}
    </section>
  );
}
