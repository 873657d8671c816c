// /admin/deals: every deal by stage (선택 대기 … 명의이전, 취소) with its deadlines, dealer and seller, searchable;
// the fee deadline counts down as it nears and turns red once passed. A row opens the deal's timeline with
// the actions that apply. The view lives in the URL.
import { useCallback } from 'react';
import {
  ADMIN_DEAL_STAGE_LABELS,
  DEAL_CANCELED_BY_LABELS,
  formatNumber,
  type AdminDealItem,
  type AdminDealStage,
} from '@autobid/shared';
import { AdminPage } from '../../components/admin-page';
import { AdminTabs } from '../../components/admin-tabs';
import { Badge } from '../../components/badge';
import type { Column } from '../../components/data-table';
import { ListingCell } from '../../components/listing-cell';
import { sellerColumn } from '../../components/seller-column';
import { PagedTable } from '../../components/paged-table';
import { SearchBox } from '../../components/search-box';
import { dateTime, won } from '../../lib/format';
import { useUrlView } from '../../lib/url-view';
import { DEAL_PAGE_SIZE, useAdminDeals } from './api/get-deals';
import { DealDialog } from './components/deal-dialog';
import { Deadline } from './components/deadline';
import { ALL_DEALS, DEAL_STAGE_TONES, DEAL_TABS, FEE_NEAR_MS, SELECT_NEAR_MS } from './lib/deal-stage';
import { dealsSearch, readDealsView } from '../../lib/deals-url';
import styles from '../../components/list-layout.module.css';

/** The date that matters for a row of each stage. */
function keyDate(row: AdminDealItem) {
  const { deal, auction } = row;
  switch (row.stage) {
    case 'SELECTING':
      return { label: '선택 기한', value: <Deadline at={auction.selectExpireAt} nearMs={SELECT_NEAR_MS} /> };
    case 'DEALER_CONFIRM':
      return { label: '낙찰 선택', value: dateTime(deal?.selectedAt) };
    case 'DEALER_DEPOSIT':
      return {
        label: '입금 기한',
        value: <Deadline at={deal?.depositDeadline ?? null} nearMs={FEE_NEAR_MS} />,
      };
    case 'RESERVATION':
      return { label: '거래일', value: deal?.reservedAt ? dateTime(deal.reservedAt).slice(0, 10) : '미정' };
    case 'COMPLETE':
      return { label: '거래 완료', value: dateTime(deal?.completedAt) };
    case 'TRANSFER':
      return { label: '상태 변경', value: dateTime(row.movedAt) };
    case 'CANCELED':
      return {
        label: '취소',
        value: (
          <span className={styles.stack}>
            <span>{dateTime(deal?.canceledAt)}</span>
            <span className={styles.note}>
              {deal?.canceledBy ? DEAL_CANCELED_BY_LABELS[deal.canceledBy] : ''} ·{' '}
              {deal?.cancelReason || '사유 없음'}
            </span>
          </span>
        ),
      };
  }
}

const columns: Column<AdminDealItem>[] = [
  {
    key: 'auction',
    header: '매물',
    render: (row) => <ListingCell listing={row.auction} />,
  },
  {
    key: 'stage',
    header: '단계',
    width: '150px',
    render: (row) => (
      <span className={styles.stack}>
        <Badge tone={DEAL_STAGE_TONES[row.stage]}>{row.stageLabel}</Badge>
        {row.stage === 'RESERVATION' || row.stage === 'TRANSFER' ? (
          <span className={styles.sub}>{row.auction.statusLabel}</span>
        ) : null}
      </span>
    ),
  },
  {
    key: 'dealer',
    header: '딜러',
    render: (row) =>
      row.deal ? (
        <span className={styles.stack}>
          <span>{row.deal.dealer.name}</span>
          <span className={styles.sub}>{row.deal.dealer.username}</span>
        </span>
      ) : (
        <span className={styles.sub}>입찰 {formatNumber(row.auction.bidderCount)}명</span>
      ),
  },
  sellerColumn(),
  {
    key: 'price',
    header: '낙찰가 · 수수료',
    align: 'right',
    render: (row) =>
      row.deal ? (
        <span className={styles.amounts}>
          <span>{won(row.deal.price)}</span>
          <span className={styles.sub}>{won(row.deal.fee)}</span>
        </span>
      ) : (
        <span className={styles.amounts}>
          <span>{won(row.auction.maxBiddingPrice)}</span>
          <span className={styles.sub}>최고 입찰</span>
        </span>
      ),
  },
  {
    key: 'date',
    header: '기한 · 일시',
    width: '170px',
    render: (row) => {
      const date = keyDate(row);
      return (
        <span className={styles.stack}>
          <span className={styles.sub}>{date.label}</span>
          {date.value}
        </span>
      );
    },
  },
];

const EMPTY_TEXT: Record<AdminDealStage | typeof ALL_DEALS, string> = {
  ALL: '거래가 없습니다.',
  SELECTING: '판매자의 선택을 기다리는 경매가 없습니다.',
  DEALER_CONFIRM: '딜러 확인을 기다리는 거래가 없습니다.',
  DEALER_DEPOSIT: '수수료 입금을 기다리는 거래가 없습니다.',
  RESERVATION: '거래 예약 단계의 거래가 없습니다.',
  COMPLETE: '완료된 거래가 없습니다.',
  TRANSFER: '명의이전 중인 거래가 없습니다.',
  CANCELED: '취소된 거래가 없습니다.',
};

/** How a tab's rows are ordered (the server's, docs/domain.md "Operator console"): else the latest change first. */
const ORDER: Partial<Record<AdminDealStage | typeof ALL_DEALS, string>> = {
  ALL: '기한이 가까운 순, 나머지는 최신순',
  DEALER_DEPOSIT: '입금 기한이 가까운 순',
  SELECTING: '선택 기한이 가까운 순',
};

export function DealsPage() {
  const [view, show] = useUrlView(readDealsView, dealsSearch);
  const deals = useAdminDeals(view.stage, view.q, view.page);
  const closeDeal = useCallback(() => show({ auction: null, deal: null }), [show]);
  const tab = view.stage ?? ALL_DEALS;
  const tabLabel = view.stage ? ADMIN_DEAL_STAGE_LABELS[view.stage] : '전체 거래';

  return (
    <AdminPage
      title="거래"
      description="낙찰 이후의 모든 거래를 단계별로 보고, 기한과 진행 기록을 확인합니다. 거래 완료 뒤에는 명의이전 상태를 기록합니다."
    >
      <div className={styles.controls}>
        <AdminTabs
          label="거래 단계"
          tabs={DEAL_TABS}
          selected={tab}
          onSelect={(value) =>
            show({ stage: value === ALL_DEALS ? null : value, page: 1, auction: null, deal: null })
          }
        />
        <SearchBox
          label="거래 검색"
          placeholder="경매 번호, 모델, 딜러 아이디·이름, 판매자 이름·휴대폰"
          value={view.q}
          onSearch={(q) => show({ q, page: 1, auction: null, deal: null })}
        />
      </div>
      <PagedTable
        query={deals}
        label={tabLabel}
        search={view.q}
        order={ORDER[tab] ?? '최근 변경 순'}
        isFetching={deals.isFetching}
        page={view.page}
        pageSize={DEAL_PAGE_SIZE}
        onPage={(page) => show({ page, auction: null, deal: null })}
        caption={`${tabLabel} 목록`}
        columns={columns}
        rowKey={(row) => row.key}
        emptyText={view.q ? '검색 조건에 맞는 거래가 없습니다.' : EMPTY_TEXT[tab]}
        onRowClick={(row) => show({ auction: row.auction.id, deal: row.deal?.id ?? null })}
        selectedKey={
          view.auction
            ? (deals.data?.items.find(
                (row) => row.auction.id === view.auction && (row.deal?.id ?? null) === view.deal,
              )?.key ?? null)
            : null
        }
      />
      {view.auction ? <DealDialog auctionId={view.auction} dealId={view.deal} onClose={closeDeal} /> : null}
    </AdminPage>
  );
}
