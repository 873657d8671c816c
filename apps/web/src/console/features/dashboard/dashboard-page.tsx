// /admin: what waits for the operations team today (each card opens its screen), the price cuts at handover
// over the last 90 days, and how the market moved over the last 30 Asia/Seoul days.
import { DISPUTE_WINDOW_DAYS } from '@autobid/shared';
import { AdminPage } from '../../components/admin-page';
import { QueryState } from '@/components/ui/query-state';
import { dateTime } from '../../lib/format';
import { useDashboard } from './api/get-dashboard';
import { DashboardCharts } from './components/dashboard-charts';
import { HandoverFigures } from './components/handover-figures';
import { StatCards } from './components/stat-cards';
import styles from './dashboard-page.module.css';

const DASHBOARD_READ_FAILED_TITLE = '대시보드를 불러오지 못했습니다.';

export function DashboardPage() {
  const dashboard = useDashboard();
  return (
    <AdminPage
      title="대시보드"
      description={
        dashboard.data
          ? `오늘 처리할 일과 최근 30일 지표 · ${dateTime(dashboard.data.now)} 기준`
          : '오늘 처리할 일과 최근 30일 지표'
      }
    >
      <QueryState query={dashboard} failedTitle={DASHBOARD_READ_FAILED_TITLE}>
        {(data) => (
          <div className={styles.body}>
            <section aria-labelledby="dashboard-today">
              <h2 id="dashboard-today" className={styles.heading}>
                오늘 처리할 일
              </h2>
              <StatCards counts={data.counts} serverNow={data.now} />
            </section>
            <section aria-labelledby="dashboard-handover">
              <h2 id="dashboard-handover" className={styles.heading}>
                현장 감가 (최근 {DISPUTE_WINDOW_DAYS}일)
              </h2>
              <HandoverFigures handover={data.handover} />
            </section>
            <section aria-labelledby="dashboard-trends">
              <h2 id="dashboard-trends" className={styles.heading}>
                최근 30일 지표
              </h2>
              <DashboardCharts days={data.days} />
            </section>
          </div>
        )}
      </QueryState>
    </AdminPage>
  );
}
