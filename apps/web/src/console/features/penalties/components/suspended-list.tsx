// Suspended dealers (by an operator, or by three open sellers' reports) with the reason and since when; a
// suspension is lifted here or from the dealer's panel.
import { useState } from 'react';
import { Link } from 'react-router';
import { type AdminDealerSummary } from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { ActionDialog } from '../../../components/action-dialog';
import type { Column } from '../../../components/data-table';
import { timeColumn } from '../../../components/time-column';
import { PagedTable } from '../../../components/paged-table';
import { DEALER_PAGE_SIZE, useAdminDealers } from '../../../api/get-dealers';
import { useDealerSuspension } from '../../../api/suspend-dealer';
import { dealerHref } from '../../../lib/dealers-url';
import { dateTime } from '../../../lib/format';
import list from '../../../components/list-layout.module.css';
import styles from './penalty-lists.module.css';

type SuspendedListProps = { q: string; page: number; onPage: (page: number) => void };

export function SuspendedList({ q, page, onPage }: SuspendedListProps) {
  const dealers = useAdminDealers('SUSPENDED', q, page);
  const unsuspend = useDealerSuspension('unsuspend');
  const [lifting, setLifting] = useState<AdminDealerSummary | null>(null);

  const columns: Column<AdminDealerSummary>[] = [
    {
      key: 'dealer',
      header: '딜러',
      render: (row) => (
        <Link to={dealerHref(row, 'SUSPENDED')} className={styles.who}>
          <strong>{row.name}</strong>
          <span className={list.sub}>
            {row.username} · {row.agencyName || '-'}
          </span>
        </Link>
      ),
    },
    {
      key: 'reason',
      header: '정지 사유',
      render: (row) => <span className={styles.reason}>{row.suspensionReason || '-'}</span>,
    },
    timeColumn('since', '정지일', (row) => row.suspendedAt),
    {
      key: 'ban',
      header: '입찰 제한',
      width: '140px',
      render: (row) =>
        row.banEndsAt ? `${dateTime(row.banEndsAt)}까지` : <span className={list.sub}>없음</span>,
    },
    {
      key: 'actions',
      header: '작업',
      width: '110px',
      render: (row) => (
        <Button size="sm" variant="outline" onClick={() => setLifting(row)}>
          정지 해제
        </Button>
      ),
    },
  ];

  return (
    <PagedTable
      query={dealers}
      label="이용 정지된 딜러"
      unit="명"
      page={page}
      pageSize={DEALER_PAGE_SIZE}
      onPage={onPage}
      caption="이용 정지된 딜러"
      columns={columns}
      rowKey={(row) => row.id}
      emptyText={q ? '검색 조건에 맞는 정지 딜러가 없습니다.' : '이용 정지된 딜러가 없습니다.'}
    >
      {lifting ? (
        <ActionDialog
          title="정지 해제"
          description={`${lifting.name} (${lifting.username}) 딜러의 이용 정지를 해제합니다. 바로 입찰할 수 있게 되며 알림톡으로 안내됩니다. 미처리 신고는 그대로 남습니다.`}
          confirmLabel="정지 해제"
          reasonLabel="해제 사유 (작업 기록에 남습니다)"
          onConfirm={(reason) => unsuspend.mutateAsync({ id: lifting.id, reason })}
          onClose={() => setLifting(null)}
        />
      ) : null}
    </PagedTable>
  );
}
