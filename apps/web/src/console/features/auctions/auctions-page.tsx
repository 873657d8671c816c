// /admin/auctions: the listing queue by tab (심사 대기 oldest first, 경매 중, 입찰 마감, 거래 진행 …) under a search
// over number, model, seller name and phone; a row opens the auction's page (`?id=`), with its photos,
// values, seller, bids and deals and the actions that apply: 승인, 반려, 운영자 취소, 낙찰자 대리 선택.
import {
  ADMIN_AUCTION_FILTER_LABELS,
  ADMIN_AUCTION_FILTERS,
  formatNumber,
  type AdminAuctionFilter,
  type AdminListingItem,
} from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { AdminPage } from '../../components/admin-page';
import { AdminTabs, tabsOf, type AdminTab } from '../../components/admin-tabs';
import { Badge } from '../../components/badge';
import type { Column } from '../../components/data-table';
import { ListingCell } from '../../components/listing-cell';
import { sellerColumn } from '../../components/seller-column';
import { PagedTable } from '../../components/paged-table';
import { QueryState } from '@/components/ui/query-state';
import { SearchBox } from '../../components/search-box';
import { dateTime, won } from '../../lib/format';
import { useUrlView } from '../../lib/url-view';
import { useAdminAuction } from '../../api/get-auction';
import { AUCTION_PAGE_SIZE, useAdminAuctions } from './api/get-auctions';
import { AuctionDetail } from './components/auction-detail';
import { auctionsSearch, readAuctionsView, type AuctionsView } from '../../lib/auctions-url';
import { auctionStatusTone } from '../../lib/status-tone';
import styles from '../../components/list-layout.module.css';

const AUCTION_READ_FAILED_TITLE = '매물 정보를 불러오지 못했습니다.';

const ALL = 'ALL';
type Tab = AdminAuctionFilter | typeof ALL;
const TABS: AdminTab<Tab>[] = [
  ...tabsOf(ADMIN_AUCTION_FILTERS, ADMIN_AUCTION_FILTER_LABELS),
  { value: ALL, label: '전체' },
];

const EMPTY_TEXT: Record<Tab, string> = {
  AUDIT: '심사를 기다리는 매물이 없습니다.',
  LIVE: '진행 중이거나 시작을 기다리는 경매가 없습니다.',
  ENDED: '입찰이 마감된 경매가 없습니다.',
  DEALING: '거래가 진행 중인 경매가 없습니다.',
  DONE: '거래가 완료된 경매가 없습니다.',
  CANCELED: '취소된 경매가 없습니다.',
  REJECTED: '반려된 매물이 없습니다.',
  DRAFT: '작성 중인 매물이 없습니다.',
  ALL: '매물이 없습니다.',
};

/** How a tab's rows are ordered (the server's, docs/domain.md "Operator console"): else the latest change first. */
const ORDER: Partial<Record<Tab, string>> = { AUDIT: '먼저 요청한 순', LIVE: '마감이 가까운 순' };

/** The one or two dates that matter for a row: when it was sent to review (or made), when bidding opens or ends. */
function scheduleOf(row: AdminListingItem): [string, string][] {
  const dates: [string, string | null][] = [
    row.submittedAt ? ['요청', row.submittedAt] : ['등록', row.createdAt],
    [row.status === 'APPROVED' ? '시작' : '마감', row.status === 'APPROVED' ? row.startAt : row.endDate],
  ];
  return dates.filter((date): date is [string, string] => date[1] !== null);
}

const columns: Column<AdminListingItem>[] = [
  {
    key: 'listing',
    header: '매물',
    render: (row) => <ListingCell listing={row} />,
  },
  sellerColumn(),
  {
    key: 'status',
    header: '상태',
    width: '120px',
    render: (row) => <Badge tone={auctionStatusTone(row.status)}>{row.statusLabel}</Badge>,
  },
  { key: 'hope', header: '희망 가격', align: 'right', width: '120px', render: (row) => won(row.hopePrice) },
  {
    key: 'bids',
    header: '최고 입찰 · 입찰자',
    align: 'right',
    width: '140px',
    render: (row) =>
      row.bidderCount ? (
        <span className={styles.amounts}>
          <span>{won(row.maxBiddingPrice)}</span>
          <span className={styles.sub}>{formatNumber(row.bidderCount)}명</span>
        </span>
      ) : (
        <span className={styles.sub}>-</span>
      ),
  },
  {
    key: 'dates',
    header: '일정',
    width: '170px',
    render: (row) => (
      <span className={styles.stack}>
        {scheduleOf(row).map(([label, at]) => (
          <span key={label} className={styles.nowrap}>
            <span className={styles.sub}>{label}</span> {dateTime(at)}
          </span>
        ))}
      </span>
    ),
  },
];

export function AuctionsPage() {
  const [view, show] = useUrlView(readAuctionsView, auctionsSearch);
  if (view.id) {
    return <AuctionPage id={view.id} onBack={() => show({ id: null })} />;
  }
  return <AuctionsList view={view} show={show} />;
}

function AuctionsList({ view, show }: { view: AuctionsView; show: (next: Partial<AuctionsView>) => void }) {
  const auctions = useAdminAuctions(view.status, view.q, view.page);
  const tab: Tab = view.status ?? ALL;
  const tabLabel = view.status ? ADMIN_AUCTION_FILTER_LABELS[view.status] : '전체 매물';
  return (
    <AdminPage
      title="매물·경매"
      description="판매자가 올린 매물을 심사하고, 경매와 입찰, 낙찰 이후의 거래까지 한곳에서 확인합니다."
    >
      <div className={styles.controls}>
        <AdminTabs
          label="매물 상태"
          tabs={TABS}
          selected={tab}
          onSelect={(value) => show({ status: value === ALL ? null : value, page: 1 })}
        />
        <SearchBox
          label="매물 검색"
          placeholder="경매 번호, 모델·브랜드, 판매자 이름, 휴대폰 번호"
          value={view.q}
          onSearch={(q) => show({ q, page: 1 })}
        />
      </div>
      <PagedTable
        query={auctions}
        label={tabLabel}
        search={view.q}
        order={ORDER[tab] ?? '최근 변경 순'}
        isFetching={auctions.isFetching}
        page={view.page}
        pageSize={AUCTION_PAGE_SIZE}
        onPage={(page) => show({ page })}
        caption={`${tabLabel} 목록`}
        columns={columns}
        rowKey={(row) => row.id}
        emptyText={view.q ? '검색 조건에 맞는 매물이 없습니다.' : EMPTY_TEXT[tab]}
        onRowClick={(row) => show({ id: row.id })}
      />
    </AdminPage>
  );
}

function AuctionPage({ id, onBack }: { id: number; onBack: () => void }) {
  const auction = useAdminAuction(id);
  return (
    <AdminPage
      title="매물 상세"
      actions={
        <Button variant="outline" size="sm" onClick={onBack}>
          ← 목록으로
        </Button>
      }
    >
      <QueryState query={auction} failedTitle={AUCTION_READ_FAILED_TITLE}>
        {(data) => <AuctionDetail auction={data} />}
      </QueryState>
    </AdminPage>
  );
}
