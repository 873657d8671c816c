// /bidding/list: the dealer's bid history as cards (4 per row, 12 per page) with the bid result and page numbers;
// a live auction where another dealer's bid passed the dealer's own says "상위 입찰 있음".
import { AUCTION_PAGE_SIZE, BID_RESULT_LABELS, formatKoreanWon, type BiddingListItem } from '@autobid/shared';
import { AuctionCard } from '@/components/ui/auction-card';
import { PageContainer } from '@/components/ui/page-container';
import { CardGrid } from '@/components/ui/card-grid';
import { QueryState } from '@/components/ui/query-state';
import { LoadingView } from '@/components/ui/status-view';
import { totalPagesOf, usePageParam } from '@/lib/use-page-param';
import { useBiddings } from '../api/get-biddings';
import styles from './bidding-list-page.module.css';
import { cn } from '@/lib/cn';

export function BiddingListPage() {
  const [page, goTo] = usePageParam();
  const query = useBiddings(page);
  const list = query.data;
  const totalPages = totalPagesOf(list, AUCTION_PAGE_SIZE);

  return (
    <PageContainer className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>입찰 내역</h1>
        {list ? <span className={styles.total}>총 {list.total}건</span> : null}
      </header>
      <QueryState query={query} loading={<LoadingView />}>
        {(answer) => (
          <CardGrid
            isPending={false}
            items={answer.items}
            emptyText="입찰 내역이 없습니다."
            renderCard={(item) => <BiddingCard item={item} />}
            page={page}
            totalPages={totalPages}
            onPageChange={goTo}
          />
        )}
      </QueryState>
    </PageContainer>
  );
}

function BiddingCard({ item }: { item: BiddingListItem }) {
  const resultClass = styles[`result${item.result}`] ?? '';
  return (
    <AuctionCard
      item={item}
      to={`/bidding/detail/${item.id}`}
      status={
        item.result === 'PROGRESS' ? undefined : (
          <span className={cn(styles.result, resultClass)}>{BID_RESULT_LABELS[item.result]}</span>
        )
      }
      footer={
        <span className={styles.prices}>
          <span className={styles.priceRow}>
            <span>내 입찰가</span>
            <strong>{formatKoreanWon(item.myPrice)}</strong>
          </span>
          <span className={styles.priceRow}>
            <span>최고 입찰가</span>
            <strong className={styles.highest}>{formatKoreanWon(item.maxBiddingPrice)}</strong>
          </span>
          {item.result === 'PROGRESS' ? (
            <span className={styles.chips}>
              <span className={cn(styles.result, styles.resultPROGRESS)}>{BID_RESULT_LABELS.PROGRESS}</span>
              {item.isOutbid ? (
                <span className={cn(styles.result, styles.outbid)}>상위 입찰 있음</span>
              ) : null}
            </span>
          ) : null}
        </span>
      }
    />
  );
}
