// /dealer-tiers: the published tiers and their thresholds (docs/domain.md "Dealer score and tiers"), read
// from the one table the server computes with (DEALER_SCORE_THRESHOLDS); public, linked from the profile,
// the banner and the terms.
import {
  DEALER_SCORE_THRESHOLDS,
  DEALER_SCORE_WINDOW_DAYS,
  DEALER_TIERS,
  DEALER_TIER_LABELS,
  DEALER_TIER_SENTENCES,
  formatDealerMeasure,
} from '@autobid/shared';
import { PageContainer } from '@/components/ui/page-container';
import { PageTitle } from '@/components/ui/page-title';
import { TierBadge } from '@/dealer/components/dealer-score/dealer-score-card';
import styles from '@/dealer/components/dealer-score/dealer-score.module.css';

export function DealerTiersPage() {
  return (
    <PageContainer>
      <div className={styles.page}>
        <PageTitle
          title="딜러 등급 안내"
          description={`최근 ${DEALER_SCORE_WINDOW_DAYS}일의 거래 기록으로 매일 밤, 그리고 거래 단계가 바뀔 때마다 등급을 다시 계산합니다.`}
        />
        <ul className={styles.tierList}>
          {DEALER_TIERS.map((tier) => (
            <li key={tier}>
              <span>
                <TierBadge tier={tier} /> {DEALER_TIER_LABELS[tier]}
              </span>
              <span>{DEALER_TIER_SENTENCES[tier]}</span>
            </li>
          ))}
        </ul>
        <div className={styles.tableWrap}>
          <table className={styles.measures}>
            <caption className={styles.note}>지표별 기준 (최근 {DEALER_SCORE_WINDOW_DAYS}일)</caption>
            <thead>
              <tr>
                <th scope="col">지표</th>
                <th scope="col">우수</th>
                <th scope="col">주의</th>
                <th scope="col">제한</th>
              </tr>
            </thead>
            <tbody>
              {DEALER_SCORE_THRESHOLDS.map((rule) => (
                <tr key={rule.measure}>
                  <th scope="row">{rule.label}</th>
                  <td>{formatDealerMeasure(rule.measure, rule.excellentMax)} 이하</td>
                  <td>{formatDealerMeasure(rule.measure, rule.watchAt)} 이상</td>
                  <td>{formatDealerMeasure(rule.measure, rule.restrictedAt)} 이상</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul className={styles.tierList}>
          {DEALER_SCORE_THRESHOLDS.map((rule) => (
            <li key={rule.measure}>{rule.sentence}</li>
          ))}
        </ul>
      </div>
    </PageContainer>
  );
}
