// Sellers' reports of dealers: the open ones oldest first, each decided (신고 인정 / 신고 기각) with a reason
// and, for a suspended dealer, optionally lifting the suspension; the resolved ones with their decision.
import { useState } from 'react';
import { Link } from 'react-router';
import { SUSPENSION_REPORT_COUNT, type AdminReport } from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { Badge } from '../../../components/badge';
import type { Column } from '../../../components/data-table';
import { timeColumn } from '../../../components/time-column';
import { PagedTable } from '../../../components/paged-table';
import { dealerHref } from '../../../lib/dealers-url';
import { dateTime } from '../../../lib/format';
import { PENALTY_PAGE_SIZE } from '../api/get-penalties';
import { useAdminReports } from '../api/get-reports';
import { DecideReportDialog } from './decide-report-dialog';
import list from '../../../components/list-layout.module.css';
import styles from './penalty-lists.module.css';

type ReportListProps = {
  isResolved: boolean;
  page: number;
  onPage: (page: number) => void;
  onResolved: (isResolved: boolean) => void;
};

export function ReportList({ isResolved, page, onPage, onResolved }: ReportListProps) {
  const reports = useAdminReports(isResolved ? 'RESOLVED' : 'OPEN', page);
  const [deciding, setDeciding] = useState<AdminReport | null>(null);

  const columns: Column<AdminReport>[] = [
    timeColumn('created', '접수일', (row) => row.createdAt),
    {
      key: 'dealer',
      header: '신고된 딜러',
      render: (row) => (
        <Link
          to={dealerHref(row.dealer, row.dealer.suspendedAt ? 'SUSPENDED' : 'APPROVED')}
          className={styles.who}
        >
          <strong>
            {row.dealer.name} <span className={list.sub}>{row.dealer.username}</span>
          </strong>
          <span className={list.sub}>
            미처리 신고 {row.dealer.openReports}/{SUSPENSION_REPORT_COUNT}
            {row.dealer.suspendedAt ? ' · ' : ''}
            {row.dealer.suspendedAt ? <Badge tone="danger">이용 정지</Badge> : null}
          </span>
        </Link>
      ),
    },
    {
      key: 'seller',
      header: '판매자 · 매물',
      render: (row) => (
        <span className={styles.who}>
          <span>{row.seller.name || '이름 미입력'}</span>
          <span className={list.sub}>
            {row.auction ? `${row.auction.id}번 ${row.auction.model}` : '매물 정보 없음'}
          </span>
        </span>
      ),
    },
    {
      key: 'reason',
      header: '신고 사유',
      render: (row) => <span className={styles.reason}>{row.reason}</span>,
    },
    isResolved
      ? {
          key: 'decision',
          header: '처리 결과',
          render: (row) => (
            <span className={styles.who}>
              <span>
                <Badge tone={row.decision === 'UPHELD' ? 'danger' : 'neutral'}>{row.decisionLabel}</Badge>{' '}
                <span className={list.sub}>{dateTime(row.resolvedAt)}</span>
              </span>
              <span className={list.note}>{row.decisionReason}</span>
            </span>
          ),
        }
      : {
          key: 'actions',
          header: '작업',
          width: '90px',
          render: (row) => (
            <Button size="sm" onClick={() => setDeciding(row)}>
              처리
            </Button>
          ),
        },
  ];

  return (
    <div className={list.list}>
      <div className={styles.toggle}>
        <Button size="sm" variant={isResolved ? 'outline' : 'dark'} onClick={() => onResolved(false)}>
          미처리
        </Button>
        <Button size="sm" variant={isResolved ? 'dark' : 'outline'} onClick={() => onResolved(true)}>
          처리 완료
        </Button>
      </div>
      <PagedTable
        query={reports}
        label={isResolved ? '처리된 신고 (최근 처리 순)' : '미처리 신고 (오래된 순)'}
        page={page}
        pageSize={PENALTY_PAGE_SIZE}
        onPage={onPage}
        caption={isResolved ? '처리된 신고' : '미처리 신고'}
        columns={columns}
        rowKey={(row) => row.id}
        emptyText={isResolved ? '처리된 신고가 없습니다.' : '처리할 신고가 없습니다.'}
      />
      {deciding ? <DecideReportDialog report={deciding} onClose={() => setDeciding(null)} /> : null}
    </div>
  );
}
