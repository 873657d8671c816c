// Beside the bid form of a dealer at 제한: why a 4th active bid is refused (docs/domain.md "Dealer score and tiers").
import { Link } from 'react-router';
import { DEALER_TIER_MESSAGES, type DealerTier } from '@autobid/shared';
import styles from './dealer-score.module.css';

export function BidLimitNote({ tier }: { tier: DealerTier }) {
  if (tier !== 'RESTRICTED') {
    return null;
  }
  return (
    <p className={styles.banner + ' ' + styles.bannerRESTRICTED}>
      {DEALER_TIER_MESSAGES.bidLimit} <Link to="/profile">내 등급 보기</Link>
    </p>
  );
}
