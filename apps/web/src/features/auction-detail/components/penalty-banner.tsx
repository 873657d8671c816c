// The bid-ban banner above the panel while the dealer's penaltyExpiredAt lies in the future.
import { formatDotDateTime } from '@autobid/shared';
import styles from './bidding-panel.module.css';

export function isBanned(penaltyExpiredAt: string | null | undefined, now: number = Date.now()): boolean {
  if (!penaltyExpiredAt) {
    return false;
  }
  const until = new Date(penaltyExpiredAt).getTime();
  return Number.isFinite(until) && until > now;
}

export function PenaltyBanner({ penaltyExpiredAt }: { penaltyExpiredAt: string | null }) {
  if (!isBanned(penaltyExpiredAt)) {
    return null;
  }
  return (
    <div className={styles.banner} role="status">
      <strong className={styles.bannerTitle}>입찰이 제한되었습니다</strong>
      <p className={styles.bannerText}>
        {formatDotDateTime(penaltyExpiredAt)}까지 입찰 및 거래가 불가능합니다.
      </p>
    </div>
  );
}
