// /auction/list: live auctions with filters (desktop side panel, mobile bottom sheet) kept in the query string;
// 전체 / 관심 차량 (?liked=true) views; the dealer's saved searches above the cards (?savedSearch=<id> opens
// one); the count of chosen conditions on the mobile button, a reset beside them.
import { lazy, Suspense, useState } from 'react';
import { RULE_SENTENCES } from '@autobid/shared';
import { PenaltyBanner } from '@/dealer/components/penalty-banner/penalty-banner';
import { LineIcon } from '@/components/ui/line-icon';
import { PageContainer } from '@/components/ui/page-container';
import { KAKAO_CHANNEL_URL } from '@/lib/links';
import { AuctionGrid } from './components/auction-grid';
import { EmptyResult } from './components/empty-result';
import { FilterGroups } from './components/filter-groups';
import { ViewSwitch } from './components/view-switch';
import { clearConditions, countConditions } from './filters';
import { useAuctionFilters } from './hooks/use-auction-filters';
import { useLiveList } from './hooks/use-live-list';
import { SavedSearchesBar } from './saved-searches/saved-searches-bar';
import { useSavedSearchLink } from './saved-searches/use-saved-search-link';
import styles from './auction-list-page.module.css';

// The bottom sheet (with its animation library) loads the first time it is opened, not with the page.
const FilterSheet = lazy(() => import('./components/filter-sheet').then((m) => ({ default: m.FilterSheet })));

const AUCTION_NOTICE = `${RULE_SENTENCES.auctionScheduleNotice} 낙찰 또는 유찰된 매물은 입찰 내역에서 확인하실 수 있습니다.`;

export function AuctionListPage() {
  const [filters, setFilters] = useAuctionFilters();
  // Ended auctions leave the cards live, without a reload.
  useLiveList();
  // The 09:00 digest's link (?savedSearch=<id>) opens the list with that search's conditions.
  useSavedSearchLink();
  const [sheetOpen, setSheetOpen] = useState(false);
  // Mounted from the first opening on, so it can play its closing animation.
  const [sheetUsed, setSheetUsed] = useState(false);
  const conditionCount = countConditions(filters);
  return (
    <PageContainer className={styles.page}>
      <PenaltyBanner variant="page" />
      <header className={styles.head}>
        <div>
          <h1 className={styles.title}>경매 목록</h1>
          <p className={styles.notice}>
            <span className={styles.noticeIcon} aria-hidden="true">
              i
            </span>
            {AUCTION_NOTICE}
          </p>
        </div>
        <div className={styles.headActions}>
          <a className={styles.inquiry} href={KAKAO_CHANNEL_URL} target="_blank" rel="noopener noreferrer">
            고객 문의
          </a>
          <button
            type="button"
            className={styles.mobileFilter}
            onClick={() => {
              setSheetUsed(true);
              setSheetOpen(true);
            }}
          >
            <LineIcon size={18}>
              <path d="M4 6h16M7 12h10M10 18h4" />
            </LineIcon>
            검색 조건
            {conditionCount > 0 ? (
              <>
                <span className={styles.filterCount} aria-hidden="true">
                  {conditionCount}
                </span>
                <span className="visually-hidden"> ({conditionCount}개 적용 중)</span>
              </>
            ) : null}
          </button>
        </div>
      </header>

      <div className={styles.layout}>
        <aside className={styles.panel} aria-label="검색 조건">
          <div className={styles.panelHead}>
            <h2 className={styles.panelTitle}>
              검색 조건
              {conditionCount > 0 ? <span className={styles.panelCount}>{conditionCount}</span> : null}
            </h2>
            {conditionCount > 0 ? (
              <button
                type="button"
                className={styles.reset}
                onClick={() => setFilters(clearConditions(filters))}
              >
                <LineIcon size={13} strokeWidth={2.2} isRoundJoin>
                  <path d="M4 12a8 8 0 1 0 2.3-5.6M4 4v4h4" />
                </LineIcon>
                초기화
              </button>
            ) : null}
          </div>
          <FilterGroups value={filters} onChange={setFilters} />
        </aside>
        <div className={styles.results}>
          {/* The saved searches sit above the results, not inside them: the region is the auctions alone. */}
          <SavedSearchesBar filters={filters} onApply={setFilters} />
          <section aria-label="진행 중인 경매">
            <ViewSwitch liked={filters.liked} onChange={(liked) => setFilters({ ...filters, liked })} />
            <AuctionGrid filters={filters} empty={<EmptyResult filters={filters} onChange={setFilters} />} />
          </section>
        </div>
      </div>

      {sheetUsed ? (
        <Suspense fallback={null}>
          <FilterSheet
            isOpen={sheetOpen}
            value={filters}
            onClose={() => setSheetOpen(false)}
            onApply={(next) => {
              setFilters(next);
              setSheetOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </PageContainer>
  );
}
