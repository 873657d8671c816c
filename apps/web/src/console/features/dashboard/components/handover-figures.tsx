// The market's price cuts at handover over the last 90 days (docs/domain.md "Handover"): the trades completed,
// the share completed below the winning bid and the median cut in percent of it; "-" with no trade.
import { formatNumber, type AdminDashboard } from '@autobid/shared';
import { percent } from '../lib/dashboard-format';
import styles from './handover-figures.module.css';

export function HandoverFigures({ handover }: { handover: AdminDashboard['handover'] }) {
  const figures = [
    { key: 'trades', label: '완료 거래', value: formatNumber(handover.completedTrades), unit: '건' },
    {
      key: 'rate',
      label: '감가 거래 비율',
      value: handover.cutRate === null ? '-' : percent(handover.cutRate),
      unit: '',
      hint: '낙찰가보다 낮은 가격에 완료된 거래의 비율',
    },
    {
      key: 'median',
      label: '감가율 중앙값',
      value: handover.medianCutPercent === null ? '-' : `${handover.medianCutPercent}%`,
      unit: '',
      hint: '낙찰가 대비, 감가 없는 거래는 0%',
    },
  ];
  return (
    <dl className={styles.figures}>
      {figures.map((figure) => (
        <div key={figure.key} className={styles.figure}>
          <dt className={styles.label}>{figure.label}</dt>
          <dd className={styles.value}>
            <strong>{figure.value}</strong>
            {figure.unit}
          </dd>
          {figure.hint ? <dd className={styles.hint}>{figure.hint}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
