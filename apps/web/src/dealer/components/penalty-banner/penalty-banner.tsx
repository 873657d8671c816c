// The bid-ban banner on /home, /auction/list and the auction detail while the dealer's penaltyExpiredAt lies
// in the future (docs/spec.md §4: bidding and deals impossible until then).
import { formatDotDateTime } from '@autobid/shared';
import { isBanned } from '@/lib/ban';
import { useProfile } from '@/lib/dealer-session';
import styles from './penalty-banner.module.css';
import { cn } from '@/lib/cn';

type PenaltyBannerProps = {
  /** `panel`: beside the bidding panel; `page`: at the top of a page, spaced from what follows; `compact`: in the mobile bottom bar. */
  variant?: 'panel' | 'page' | 'compact';
  className?: string;
};

export function PenaltyBanner({ variant = 'panel', className }: PenaltyBannerProps) {
  const { penaltyExpiredAt } = useProfile();
  if (!penaltyExpiredAt || !isBanned(penaltyExpiredAt)) {
    return null;
  }
  return (
    <div
      className={cn(styles.banner, variant !== 'panel' && styles[variant], className)}
      role="status"
      data-penalty-banner
    >
      <strong className={styles.title}>입찰이 제한되었습니다</strong>
      <p className={styles.text}>{formatDotDateTime(penaltyExpiredAt)}까지 입찰 및 거래가 불가능합니다.</p>
    </div>
  );
}
