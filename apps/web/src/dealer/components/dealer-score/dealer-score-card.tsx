// The dealer's own score on /profile (docs/domain.md "Dealer score and tiers"): the tier, the 90 days'
// numbers beside the published thresholds (the one reached drawn in the warning colour), and what the next
// step needs.
import { Link } from 'react-router';
import {
  DEALER_SCORE_THRESHOLDS,
  DEALER_SCORE_WINDOW_DAYS,
  DEALER_TIER_LABELS,
  formatDealerMeasure,
  type DealerScore,
  type DealerTier,
} from '@autobid/shared';
import { cn } from '@/lib/cn';
import styles from './dealer-score.module.css';

export function TierBadge({ tier }: { tier: DealerTier }) {
  return <span className={cn(styles.tier, styles[`tier${tier}`])}>{DEALER_TIER_LABELS[tier]}</span>;
}

export function DealerScoreCard({ score }: { score: DealerScore }) {
  return (
    <section className={styles.card} aria-labelledby="dealer-score-title">
      <div className={styles.head}>
        <h2 id="dealer-score-title" className={styles.title}>
          딜러 등급
        </h2>
        <TierBadge tier={score.tier} />
        {score.overridden ? <span className={styles.note}>운영자 지정</span> : null}
      </div>
      {score.next.sentence ? <p className={styles.next}>{score.next.sentence}</p> : null}
      <div className={styles.tableWrap}>
        <table className={styles.measures}>
          <caption className={styles.note}>
            최근 {DEALER_SCORE_WINDOW_DAYS}일 지표 · 완료 거래 {score.recentDeals}건 (누적{' '}
            {score.completedDeals}건)
          </caption>
          <thead>
            <tr>
              <th scope="col">지표</th>
              <th scope="col">내 수치</th>
              <th scope="col">주의 기준</th>
              <th scope="col">제한 기준</th>
            </tr>
          </thead>
          <tbody>
            {DEALER_SCORE_THRESHOLDS.map((rule) => {
              const value = score.measures[rule.measure];
              const reached = value !== null && value >= rule.watchAt;
              return (
                <tr key={rule.measure}>
                  <th scope="row">{rule.label}</th>
                  <td className={cn(reached && styles.caution)}>
                    {formatDealerMeasure(rule.measure, value)}
                  </td>
                  <td>{formatDealerMeasure(rule.measure, rule.watchAt)} 이상</td>
                  <td>{formatDealerMeasure(rule.measure, rule.restrictedAt)} 이상</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className={styles.note}>
        등급 기준은 <Link to="/dealer-tiers">딜러 등급 안내</Link>에서 확인하세요.
      </p>
    </section>
  );
}
