// /admin/dealers: the review queue (심사 대기, oldest first) and every dealer by status, searchable; a row
// opens the dealer's panel with its documents and the decisions. The view lives in the URL.
import { useCallback } from 'react';
import {
  formatBusinessNumber,
  ADMIN_DEALER_FILTER_LABELS,
  ADMIN_DEALER_FILTERS,
  DEALER_TIERS,
  DEALER_TIER_LABELS,
  formatDealerMeasure,
  formatPhone,
  type DealerTier,
  type AdminDealerFilter,
  type AdminDealerSummary,
} from '@autobid/shared';
import { AdminPage } from '../../components/admin-page';
import { AdminTabs, tabsOf } from '../../components/admin-tabs';
import { Badge, type BadgeTone } from '../../components/badge';
import type { Column } from '../../components/data-table';
import { timeColumn } from '../../components/time-column';
import { PagedTable } from '../../components/paged-table';
import { useUrlView } from '../../lib/url-view';
import { DEALER_PAGE_SIZE, useAdminDealers } from '../../api/get-dealers';
import { DealerBadges } from './components/dealer-badges';
import { DealerPanel } from './components/dealer-panel';
import { SearchBox } from '../../components/search-box';
import { dealersSearch, readDealersView } from '../../lib/dealers-url';
import styles from '../../components/list-layout.module.css';

/** The date that matters on each tab: waiting since, approved, rejected, suspended. */
const DATE_COLUMN: Record<
  AdminDealerFilter,
  { header: string; value: (row: AdminDealerSummary) => string | null }
> = {
  AUDIT: { header: '대기 시작', value: (row) => row.updatedAt },
  APPROVED: { header: '승인일', value: (row) => row.approvedAt },
  REJECTED: { header: '반려일', value: (row) => row.rejectedAt },
  SUSPENDED: { header: '정지일', value: (row) => row.suspendedAt },
};

const TIER_TONE: Record<DealerTier, BadgeTone> = {
  EXCELLENT: 'success',
  STANDARD: 'neutral',
  WATCH: 'warning',
  RESTRICTED: 'danger',
};

/** The tier and the numbers that matter most (docs/domain.md "Dealer score and tiers"). */
function TierCell({ row }: { row: AdminDealerSummary }) {
  const { score } = row;
  return (
    <span className={styles.stack}>
      <span>
        <Badge tone={TIER_TONE[score.tier]}>{DEALER_TIER_LABELS[score.tier]}</Badge>
        {score.overridden ? <span className={styles.sub}> 지정</span> : null}
        {score.isNew ? <span className={styles.sub}> 신규</span> : null}
      </span>
      <span className={styles.sub}>
        취소 {formatDealerMeasure('cancelRate', score.measures.cancelRate)} · 미납{' '}
        {formatDealerMeasure('missedFeeWindows', score.measures.missedFeeWindows)} · 감가{' '}
        {formatDealerMeasure('medianCutPercent', score.measures.medianCutPercent)}
      </span>
    </span>
  );
}

const documentCount = (row: AdminDealerSummary) => Object.values(row.documents).filter(Boolean).length;

function columnsFor(status: AdminDealerFilter): Column<AdminDealerSummary>[] {
  const date = DATE_COLUMN[status];
  return [
    {
      key: 'dealer',
      header: '딜러',
      render: (row) => (
        <span className={styles.stack}>
          <strong>{row.name}</strong>
          <span className={styles.sub}>{row.username}</span>
        </span>
      ),
    },
    { key: 'state', header: '상태', width: '150px', render: (row) => <DealerBadges dealer={row} /> },
    {
      key: 'agency',
      header: '상호 · 사업자등록번호',
      render: (row) => (
        <span className={styles.stack}>
          <span>{row.agencyName || '-'}</span>
          <span className={styles.sub}>
            {row.businessNumber ? formatBusinessNumber(row.businessNumber) : '미등록'}
          </span>
        </span>
      ),
    },
    {
      key: 'phone',
      header: '휴대폰',
      width: '130px',
      render: (row) => <span className={styles.nowrap}>{formatPhone(row.phoneNumber)}</span>,
    },
    {
      key: 'documents',
      header: '서류',
      width: '70px',
      align: 'center',
      render: (row) => {
        const count = documentCount(row);
        return count < 3 ? <Badge tone="warning">{count}/3</Badge> : `${count}/3`;
      },
    },
    {
      key: 'bank',
      header: '계좌',
      width: '70px',
      align: 'center',
      render: (row) => (row.isBankAccountAuth ? '인증' : <span className={styles.sub}>미인증</span>),
    },
    {
      key: 'tier',
      header: '등급 · 90일 지표',
      width: '170px',
      render: (row) => <TierCell row={row} />,
    },
    timeColumn('date', date.header, date.value),
  ];
}

const EMPTY_TEXT: Record<AdminDealerFilter, string> = {
  AUDIT: '심사를 기다리는 딜러가 없습니다.',
  APPROVED: '승인된 딜러가 없습니다.',
  REJECTED: '반려된 딜러가 없습니다.',
  SUSPENDED: '이용 정지된 딜러가 없습니다.',
};

export function DealersPage() {
  const [view, show] = useUrlView(readDealersView, dealersSearch);
  const dealers = useAdminDealers(view.status, view.q, view.page, view.tier);
  const closePanel = useCallback(() => show({ dealer: null }), [show]);

  const rows = dealers.data?.items ?? [];
  const openIndex = rows.findIndex((row) => row.id === view.dealer);
  const stepTo = (index: number) => {
    const row = rows[index];
    return row ? () => show({ dealer: row.id }) : undefined;
  };

  const counts = dealers.data?.counts;
  return (
    <AdminPage
      title="딜러 심사"
      description="가입 신청과 정보 변경을 서류와 함께 검토하고, 딜러의 이용 정지를 관리합니다."
    >
      <div className={styles.controls}>
        <AdminTabs
          label="딜러 구분"
          tabs={tabsOf(ADMIN_DEALER_FILTERS, ADMIN_DEALER_FILTER_LABELS, counts)}
          selected={view.status}
          onSelect={(status) => show({ status, page: 1, dealer: null })}
        />
        <label className={styles.sub}>
          등급{' '}
          <select
            aria-label="등급"
            value={view.tier ?? ''}
            onChange={(event) =>
              show({ tier: (event.target.value || null) as DealerTier | null, page: 1, dealer: null })
            }
          >
            <option value="">전체</option>
            {DEALER_TIERS.map((tier) => (
              <option key={tier} value={tier}>
                {DEALER_TIER_LABELS[tier]}
              </option>
            ))}
          </select>
        </label>
        <SearchBox
          label="딜러 검색"
          placeholder="아이디, 이름, 상호, 사업자등록번호, 휴대폰 번호"
          value={view.q}
          onSearch={(q) => show({ q, page: 1, dealer: null })}
        />
      </div>
      <PagedTable
        query={dealers}
        label={ADMIN_DEALER_FILTER_LABELS[view.status]}
        search={view.q}
        unit="명"
        order={view.status === 'AUDIT' ? '오래 기다린 순' : null}
        isFetching={dealers.isFetching}
        page={view.page}
        pageSize={DEALER_PAGE_SIZE}
        onPage={(page) => show({ page, dealer: null })}
        caption={`${ADMIN_DEALER_FILTER_LABELS[view.status]} 딜러 목록`}
        columns={columnsFor(view.status)}
        rowKey={(row) => row.id}
        emptyText={view.q ? '검색 조건에 맞는 딜러가 없습니다.' : EMPTY_TEXT[view.status]}
        onRowClick={(row) => show({ dealer: row.id })}
        selectedKey={view.dealer}
      />
      {view.dealer ? (
        <DealerPanel
          dealerId={view.dealer}
          onClose={closePanel}
          onPrevious={openIndex > 0 ? stepTo(openIndex - 1) : undefined}
          onNext={openIndex >= 0 ? stepTo(openIndex + 1) : undefined}
        />
      ) : null}
    </AdminPage>
  );
}
