// /home: each deal waiting for the fee, with its 60-minute countdown and the way to the transfer details.
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { formatWon } from '@autobid/shared';
import { Countdown } from '@/components/ui/countdown';
import { dashboardQueryOptions, useDashboard } from '../api/get-dashboard';
import styles from './fee-due-notice.module.css';

/** Server clock minus client clock, so the countdown ends when the server's deadline does. */
function offsetOf(serverNow: string, receivedAt: number): number {
  const server = Date.parse(serverNow);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

export function FeeDueNotice() {
  const { data, dataUpdatedAt } = useDashboard();
  const queryClient = useQueryClient();
  const due = data?.feeDue ?? [];
  if (!data || due.length === 0) {
    return null;
  }
  const offsetMs = offsetOf(data.serverNow, dataUpdatedAt);
  // At the deadline the server decides what became of the deal: ask it again.
  const onEnd = () => void queryClient.invalidateQueries({ queryKey: dashboardQueryOptions().queryKey });
  return (
    <section className={styles.notice} aria-labelledby="home-fee-due">
      <h2 id="home-fee-due" className={styles.title}>
        수수료 입금 대기
      </h2>
      <ul className={styles.list}>
        {due.map((deal) => (
          <li key={deal.auctionId} className={styles.item}>
            <div className={styles.text}>
              <strong className={styles.model}>{deal.model}</strong>
              <span>
                수수료 <strong>{formatWon(deal.fee)}</strong>을 입금해주세요. 기한이 지나면 거래가 자동으로
                취소되고 페널티가 부과됩니다.
              </span>
            </div>
            <span className={styles.deadline}>
              입금 마감까지
              <Countdown
                endDate={deal.depositDeadline}
                offsetMs={offsetMs}
                onEnd={onEnd}
                className={styles.countdown}
              />
            </span>
            <Link to={`/deal/detail/${deal.auctionId}`} className={styles.action}>
              입금 정보 보기 <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
