// The four home counters, each a link to the list it counts; zeros while they load, and a failed read as the
// failure with a retry, never as zeros (docs/decisions/024).
import { Link } from 'react-router';
import { formatNumber, type Dashboard } from '@autobid/shared';
import { ReadFailure } from '@/components/ui/query-state';
import { useDashboard } from '../api/get-dashboard';
import styles from './dashboard-counters.module.css';

const COUNTERS_READ_FAILED_TITLE = '현황을 불러오지 못했습니다.';

const COUNTERS: { key: keyof Dashboard; label: string; to: string; icon: string }[] = [
  { key: 'likeCount', label: '관심 차량', to: '/auction/list?liked=true', icon: '♥' },
  { key: 'biddingCount', label: '입찰 중', to: '/bidding/list', icon: '↑' },
  { key: 'successfulBiddingCount', label: '낙찰', to: '/bidding/list', icon: '✓' },
  { key: 'progressCount', label: '거래 진행 중', to: '/deal/list', icon: '⇄' },
];

const LOADING_COUNTS: Dashboard = {
  likeCount: 0,
  biddingCount: 0,
  successfulBiddingCount: 0,
  progressCount: 0,
};

export function DashboardCounters() {
  const { data, isPending, error, refetch, isFetching } = useDashboard();
  if (!data && error) {
    return (
      <ReadFailure
        title={COUNTERS_READ_FAILED_TITLE}
        error={error}
        onRetry={() => void refetch()}
        isRetrying={isFetching}
      />
    );
  }
  const counts = data ?? LOADING_COUNTS;
  return (
    <ul className={styles.grid} aria-busy={isPending || undefined}>
      {COUNTERS.map((counter) => (
        <li key={counter.key}>
          <Link to={counter.to} className={styles.card}>
            <span className={styles.icon} aria-hidden="true">
              {counter.icon}
            </span>
            <span className={styles.label}>{counter.label}</span>
            <span className={styles.value}>
              {formatNumber(counts[counter.key])}
              <span className={styles.unit}>대</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
