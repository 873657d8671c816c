// /admin/disputes: price disputes at handover (docs/domain.md "Handover"), by tab — 판정 대기 (oldest first, the
// queue), 종료, 전체 —; a row opens the dispute (`?id=`): the listing's own sheet and photos beside the claim,
// both sides' words, the deal's history and the decision. The deduction guide is a screen of its own
// (/admin/disputes/guide). The view lives in the URL.
import { useState } from 'react';
import { DISPUTE_MESSAGES, PRICE_CLAIM_ANSWER_HOURS, type DisputeListItem } from '@autobid/shared';
import { Button, ButtonLink } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { useQueryClient } from '@tanstack/react-query';
import { AdminPage } from '../../components/admin-page';
import { AdminTabs, tabsOf } from '../../components/admin-tabs';
import type { Column } from '../../components/data-table';
import { PagedTable } from '../../components/paged-table';
import { dateTime, won } from '../../lib/format';
import { useUrlView } from '../../lib/url-view';
import { disputeKey, useDispute } from './api/get-dispute';
import { DISPUTE_PAGE_SIZE, useDisputes } from './api/get-disputes';
import { DisputeBadge } from './components/dispute-badge';
import { DisputeDetail } from './components/dispute-detail';
import {
  DISPUTE_TAB_LABELS,
  DISPUTE_TABS,
  disputesSearch,
  readDisputesView,
  type DisputeTab,
  type DisputesView,
} from './lib/disputes-url';
import styles from '../../components/list-layout.module.css';

const DISPUTE_READ_FAILED_TITLE = '감가 분쟁을 불러오지 못했습니다.';

const EMPTY_TEXT: Record<DisputeTab, string> = {
  OPEN: '판정을 기다리는 분쟁이 없습니다.',
  CLOSED: '판정했거나 철회된 분쟁이 없습니다.',
  ALL: '감가 분쟁이 없습니다.',
};

/** How a tab's rows are ordered (the server's): the queue oldest first, the rest by their last event. */
const ORDER: Record<DisputeTab, string> = {
  OPEN: '먼저 접수된 순',
  CLOSED: '최근 판정 순',
  ALL: '최근 판정·접수 순',
};

const COLUMNS: Column<DisputeListItem>[] = [
  {
    key: 'listing',
    header: '매물',
    render: (row) => (
      <span className={styles.stack}>
        <strong>#{row.auctionId}</strong>
        <span>{[row.brandName, row.model].filter(Boolean).join(' ') || '모델 미입력'}</span>
      </span>
    ),
  },
  {
    key: 'dealer',
    header: '딜러',
    render: (row) => (
      <span className={styles.stack}>
        <span>{row.dealerName}</span>
        <span className={styles.sub}>{row.agencyName}</span>
      </span>
    ),
  },
  { key: 'seller', header: '판매자', render: (row) => row.sellerName || '이름 미입력' },
  {
    key: 'opened',
    header: '접수',
    width: '170px',
    render: (row) => (
      <span className={styles.stack}>
        <span>{row.openedByLabel}</span>
        <span className={styles.sub}>{dateTime(row.openedAt)}</span>
      </span>
    ),
  },
  {
    key: 'prices',
    header: '낙찰가 · 요청 감가',
    align: 'right',
    width: '150px',
    render: (row) => (
      <span className={styles.amounts}>
        <span className={styles.nowrap}>{won(row.winningPrice)}</span>
        <span className={styles.sub}>감가 {won(row.claimTotal)}</span>
      </span>
    ),
  },
  {
    key: 'outcome',
    header: '판정',
    width: '130px',
    render: (row) => (
      <span className={styles.stack}>
        <DisputeBadge dispute={row} />
        {row.decidedAt ? <span className={styles.sub}>{dateTime(row.decidedAt)}</span> : null}
      </span>
    ),
  },
];

export function DisputesPage() {
  const [view, show] = useUrlView(readDisputesView, disputesSearch);
  if (view.id) {
    return <DisputePage id={view.id} onBack={() => show({ id: null })} />;
  }
  return <DisputesList view={view} show={show} />;
}

function DisputesList({ view, show }: { view: DisputesView; show: (next: Partial<DisputesView>) => void }) {
  const disputes = useDisputes(view.status, view.page);
  const label = DISPUTE_TAB_LABELS[view.status];
  return (
    <AdminPage
      title="감가 분쟁"
      description={`판매자가 거절했거나 ${PRICE_CLAIM_ANSWER_HOURS}시간 안에 답하지 않은 현장 감가 요청을 매물의 점검표·사진과 비교해 판정합니다.`}
      actions={
        <ButtonLink to="/admin/disputes/guide" variant="outline" size="sm">
          감가 기준표
        </ButtonLink>
      }
    >
      <div className={styles.controls}>
        <AdminTabs
          label="분쟁 구분"
          tabs={tabsOf(DISPUTE_TABS, DISPUTE_TAB_LABELS)}
          selected={view.status}
          onSelect={(status) => show({ status, page: 1 })}
        />
      </div>
      <PagedTable
        query={disputes}
        label={label === '전체' ? '전체 분쟁' : label}
        order={ORDER[view.status]}
        isFetching={disputes.isFetching}
        page={view.page}
        pageSize={DISPUTE_PAGE_SIZE}
        onPage={(page) => show({ page })}
        caption={`${label} 분쟁 목록`}
        columns={COLUMNS}
        rowKey={(row) => row.id}
        emptyText={EMPTY_TEXT[view.status]}
        onRowClick={(row) => show({ id: row.id })}
      />
    </AdminPage>
  );
}

function DisputePage({ id, onBack }: { id: number; onBack: () => void }) {
  const dispute = useDispute(id);
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  return (
    <AdminPage
      title="감가 분쟁 상세"
      actions={
        <Button variant="outline" size="sm" onClick={onBack}>
          ← 목록으로
        </Button>
      }
    >
      <QueryState query={dispute} failedTitle={DISPUTE_READ_FAILED_TITLE}>
        {(data) => (
          <DisputeDetail
            detail={data}
            done={done}
            onDecided={(decided) => {
              queryClient.setQueryData(disputeKey(id), decided);
              setDone(DISPUTE_MESSAGES.decided);
            }}
          />
        )}
      </QueryState>
    </AdminPage>
  );
}
