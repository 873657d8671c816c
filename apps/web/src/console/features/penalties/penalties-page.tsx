// /admin/penalties: bans and suspensions with their cause (lift or extend a ban with a reason, lift a
// suspension) and sellers' reports of dealers with the operator's decision. The view lives in the URL.
import { AdminPage } from '../../components/admin-page';
import { AdminTabs, tabsOf } from '../../components/admin-tabs';
import { useAdminDealers } from '../../api/get-dealers';
import { SearchBox } from '../../components/search-box';
import { useUrlView } from '../../lib/url-view';
import { useAdminPenalties } from './api/get-penalties';
import { useAdminReports } from './api/get-reports';
import { PenaltyList } from './components/penalty-list';
import { ReportList } from './components/report-list';
import { SuspendedList } from './components/suspended-list';
import { PENALTY_TABS, penaltiesSearch, readPenaltiesView, type PenaltyTab } from './lib/penalties-url';
import styles from '../../components/list-layout.module.css';

const TAB_LABELS: Record<PenaltyTab, string> = {
  ACTIVE: '제재 중',
  ALL: '전체 페널티',
  SUSPENDED: '정지된 딜러',
  REPORTS: '판매자 신고',
};

/** What each tab holds now: running bans, all penalties, suspended dealers, open reports (one small call each). */
function useTabCounts(): Partial<Record<PenaltyTab, number>> {
  const active = useAdminPenalties('ACTIVE', '', 1, 1);
  const suspended = useAdminDealers('SUSPENDED', '', 1);
  const open = useAdminReports('OPEN', 1, 1);
  return {
    ACTIVE: active.data?.total,
    SUSPENDED: suspended.data?.counts.SUSPENDED,
    REPORTS: open.data?.total,
  };
}

export function PenaltiesPage() {
  const [view, show] = useUrlView(readPenaltiesView, penaltiesSearch);
  const counts = useTabCounts();
  const onPage = (page: number) => show({ page });

  return (
    <AdminPage
      title="페널티·신고"
      description="입찰 제한과 이용 정지를 원인과 함께 확인하고, 판매자의 딜러 신고를 처리합니다."
    >
      <div className={styles.controls}>
        <AdminTabs
          label="페널티 구분"
          tabs={tabsOf(PENALTY_TABS, TAB_LABELS, counts)}
          selected={view.tab}
          onSelect={(tab) => show({ tab, page: 1, isResolved: false })}
        />
        {view.tab === 'REPORTS' ? null : (
          <SearchBox
            label="딜러 검색"
            placeholder="아이디, 이름, 상호"
            value={view.q}
            onSearch={(q) => show({ q, page: 1 })}
          />
        )}
      </div>
      {view.tab === 'ACTIVE' || view.tab === 'ALL' ? (
        <PenaltyList state={view.tab} q={view.q} page={view.page} onPage={onPage} />
      ) : null}
      {view.tab === 'SUSPENDED' ? <SuspendedList q={view.q} page={view.page} onPage={onPage} /> : null}
      {view.tab === 'REPORTS' ? (
        <ReportList
          isResolved={view.isResolved}
          page={view.page}
          onPage={onPage}
          onResolved={(isResolved) => show({ isResolved, page: 1 })}
        />
      ) : null}
    </AdminPage>
  );
}
