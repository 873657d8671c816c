// The banner of a dealer at 주의 or 제한 (docs/domain.md "Dealer score and tiers"), on /home and /profile: the
// numbers that caused it against their thresholds, the 제한's bid limit, and what brings him back.
import { Link } from 'react-router';
import {
  DEALER_SCORE_THRESHOLDS,
  DEALER_TIER_LABELS,
  RESTRICTED_MAX_ACTIVE_BIDS,
  formatDealerMeasure,
  formatDotDate,
  type DealerScore,
} from '@autobid/shared';
import { cn } from '@/lib/cn';
import styles from './dealer-score.module.css';

export function TierBanner({ score }: { score: DealerScore }) {
  if (score.tier !== 'WATCH' && score.tier !== 'RESTRICTED') {
    return null;
  }
  const restricted = score.tier === 'RESTRICTED';
  const causes = DEALER_SCORE_THRESHOLDS.filter((rule) => score.causes.includes(rule.measure));
  return (
    <section
      className={cn(styles.banner, restricted && styles.bannerRESTRICTED)}
      aria-label={`딜러 등급 ${DEALER_TIER_LABELS[score.tier]} 안내`}
    >
      <p>
        <strong>딜러 등급이 {DEALER_TIER_LABELS[score.tier]}입니다.</strong>
        {restricted ? ` 진행 중인 입찰은 동시에 ${RESTRICTED_MAX_ACTIVE_BIDS}건까지만 할 수 있습니다.` : null}
      </p>
      {causes.length ? (
        <ul>
          {causes.map((rule) => (
            <li key={rule.measure}>
              {rule.label} {formatDealerMeasure(rule.measure, score.measures[rule.measure])} (
              {restricted ? '제한' : '주의'} 기준{' '}
              {formatDealerMeasure(rule.measure, restricted ? rule.restrictedAt : rule.watchAt)} 이상)
            </li>
          ))}
        </ul>
      ) : null}
      {score.next.sentence ? <p>{score.next.sentence}</p> : null}
      {score.next.earliestAt ? (
        <p>빠르면 {formatDotDate(score.next.earliestAt)}부터 등급이 돌아갑니다.</p>
      ) : null}
      <p>
        <Link to="/dealer-tiers">등급 기준 보기</Link>
      </p>
    </section>
  );
}
