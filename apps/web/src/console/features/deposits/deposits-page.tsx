// /admin/deposits: every fee deposit the bank reported or an operator recorded, by tab (미매칭 first: what
// waits for an operator), searchable; a row opens its panel above the list with the deal it paid or the
// deals it could pay, a match by hand and, for an ADMIN, the refund mark. The view lives in the URL.
import { useCallback, useState } from 'react';
import {
  ADMIN_DEPOSIT_STATE_LABELS,
  ADMIN_DEPOSIT_STATES,
  DEPOSIT_SOURCE_LABELS,
  type AdminDeposit,
  type AdminDepositState,
} from '@autobid/shared';
import { AdminPage } from '../../components/admin-page';
import { AdminTabs, tabsOf } from '../../components/admin-tabs';
import { Badge } from '../../components/badge';
import type { Column } from '../../components/data-table';
import { timeColumn } from '../../components/time-column';
import { PagedTable } from '../../components/paged-table';
import { StatusLine } from '../../components/status-line';
import { SearchBox } from '../../components/search-box';
import { won } from '../../lib/format';
import { useUrlView } from '../../lib/url-view';
import { DEPOSIT_PAGE_SIZE, useAdminDeposits } from './api/get-deposits';
import { DepositBadges } from './components/deposit-badges';
import { DepositPanel } from './components/deposit-panel';
import { SettlementDownload } from './components/settlement-download';
import { depositDoneMessage } from './lib/deposit-messages';
import { depositsSearch, readDepositsView, type DepositsView } from './lib/deposits-url';
import styles from '../../components/list-layout.module.css';

function DealCell({ deposit }: { deposit: AdminDeposit }) {
  if (deposit.deal) {
    return (
      <span className={styles.stack}>
        <span>
          #{deposit.deal.auctionId} {deposit.deal.model}
        </span>
        <span className={styles.sub}>
          {deposit.deal.dealer.name} · {deposit.deal.statusLabel}
        </span>
      </span>
    );
  }
  if (deposit.state !== 'UNMATCHED') {
    return <span className={styles.sub}>-</span>;
  }
  return deposit.candidates.length ? (
    <Badge tone="info">후보 {deposit.candidates.length}건</Badge>
  ) : (
    <span className={styles.sub}>후보 없음</span>
  );
}

const COLUMNS: Column<AdminDeposit>[] = [
  timeColumn('received', '입금 시각', (row) => row.receivedAt),
  {
    key: 'depositor',
    header: '입금자 · 메모',
    render: (row) => (
      <span className={styles.stack}>
        <strong>{row.depositorName}</strong>
        {row.memo ? <span className={styles.sub}>{row.memo}</span> : null}
      </span>
    ),
  },
  {
    key: 'amount',
    header: '금액',
    width: '120px',
    align: 'right',
    render: (row) => <span className={styles.nowrap}>{won(row.amount)}</span>,
  },
  { key: 'state', header: '상태', width: '150px', render: (row) => <DepositBadges deposit={row} /> },
  { key: 'deal', header: '거래', render: (row) => <DealCell deposit={row} /> },
  {
    key: 'reference',
    header: '입금 코드',
    width: '96px',
    render: (row) => row.reference ?? <span className={styles.sub}>없음</span>,
  },
  {
    key: 'source',
    header: '경로',
    width: '96px',
    render: (row) => <span className={styles.sub}>{DEPOSIT_SOURCE_LABELS[row.source]}</span>,
  },
];

const EMPTY_TEXT: Record<AdminDepositState, string> = {
  UNMATCHED: '매칭을 기다리는 입금이 없습니다.',
  MATCHED: '거래에 매칭된 입금이 없습니다.',
  REFUNDED: '환불 처리한 입금이 없습니다.',
  ALL: '입금 내역이 없습니다.',
};

export function DepositsPage() {
  const [view, showView] = useUrlView(readDepositsView, depositsSearch);
  const deposits = useAdminDeposits(view.state, view.q, view.page);
  const [done, setDone] = useState<string | null>(null);
  const show = useCallback(
    (next: Partial<DepositsView>) => {
      setDone(null);
      showView(next);
    },
    [showView],
  );

  const rows = deposits.data?.items ?? [];
  const selected = rows.find((row) => row.id === view.deposit) ?? null;
  const counts = deposits.data?.counts;
  const onChanged = (deposit: AdminDeposit, what: 'matched' | 'refunded') => {
    show({ deposit: null });
    setDone(depositDoneMessage(deposit, what));
  };

  return (
    <AdminPage
      title="입금 확인"
      description="은행 입금 알림과 운영자가 기록한 수수료 입금을 거래와 맞춰 보고, 입금 코드 없이 들어온 입금을 매칭하거나 환불 처리합니다."
      actions={<SettlementDownload />}
    >
      <div className={styles.controls}>
        <AdminTabs
          label="입금 구분"
          tabs={tabsOf(ADMIN_DEPOSIT_STATES, ADMIN_DEPOSIT_STATE_LABELS, counts)}
          selected={view.state}
          onSelect={(state) => show({ state, page: 1, deposit: null })}
        />
        <SearchBox
          label="입금 검색"
          placeholder="입금자명, 메모, 입금 코드, 금액, 경매 번호, 딜러"
          value={view.q}
          onSearch={(q) => show({ q, page: 1, deposit: null })}
        />
      </div>
      {done ? <StatusLine tone="done">{done}</StatusLine> : null}
      {selected ? (
        <DepositPanel
          key={selected.id}
          deposit={selected}
          onClose={() => show({ deposit: null })}
          onChanged={onChanged}
        />
      ) : null}
      <PagedTable
        query={deposits}
        label={ADMIN_DEPOSIT_STATE_LABELS[view.state]}
        search={view.q}
        order="최근 입금 순"
        isFetching={deposits.isFetching}
        page={view.page}
        pageSize={DEPOSIT_PAGE_SIZE}
        onPage={(page) => show({ page, deposit: null })}
        caption={`${ADMIN_DEPOSIT_STATE_LABELS[view.state]} 입금 목록`}
        columns={COLUMNS}
        rowKey={(row) => row.id}
        emptyText={view.q ? '검색 조건에 맞는 입금이 없습니다.' : EMPTY_TEXT[view.state]}
        onRowClick={(row) => show({ deposit: row.id === view.deposit ? null : row.id })}
        selectedKey={view.deposit}
      />
    </AdminPage>
  );
}
