// /bidding/list: the dealer's bid history as cards (4 per row, 12 per page) with the bid result and page numbers.
import { useSearchParams } from 'react-router';
import { AUCTION_PAGE_SIZE, BID_RESULT_LABELS, formatWon, type BiddingListItem } from '@autobid/shared';
import { AuctionCard } from '@/components/ui/auction-card';
import { PageContainer } from '@/components/ui/page-container';
import { LoadingView } from '@/components/ui/status-view';
import { useBiddings } from '../api/get-biddings';
import { pageWindow } from './pagination';
import styles from './bidding-list-page.module.css';

export function BiddingListPage() {
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('page') ?? '1');
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const query = useBiddings(page);
  const list = query.data;
  const totalPages = list ? Math.max(1, Math.ceil(list.total / (list.size || AUCTION_PAGE_SIZE))) : 1;

  const goTo = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0 });
  };

  return (
    <PageContainer className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>입찰 내역</h1>
        {list ? <span className={styles.total}>총 {list.total}건</span> : null}
      </header>
      {query.isPending ? (
        <LoadingView />
      ) : !list || list.items.length === 0 ? (
        <p className={styles.empty}>입찰 내역이 없습니다.</p>
      ) : (
        <>
          <ul className={styles.grid}>
            {list.items.map((item) => (
              <li key={item.id}>
                <BiddingCard item={item} />
              </li>
            ))}
          </ul>
          {totalPages > 1 ? (
            <nav className={styles.pagination} aria-label="페이지">
              <button type="button" className={styles.pageButton} disabled={page <= 1} onClick={() => goTo(page - 1)} aria-label="이전 페이지">
                ‹
              </button>
              {pageWindow(page, totalPages).map((n) => (
                <button
                  key={n}
                  type="button"
                  className={[styles.pageButton, n === page ? styles.pageCurrent : ''].join(' ')}
                  aria-current={n === page ? 'page' : undefined}
                  onClick={() => goTo(n)}
                >
                  {n}
                </button>
              ))}
              <button
                type="button"
                className={styles.pageButton}
                disabled={page >= totalPages}
                onClick={() => goTo(page + 1)}
                aria-label="다음 페이지"
              >
                ›
              </button>
            </nav>
          ) : null}
        </>
      )}
    </PageContainer>
  );
}

function BiddingCard({ item }: { item: BiddingListItem }) {
  const resultClass = styles[`result${item.result}`] ?? '';
  return (
    <AuctionCard
      item={item}
      to={`/bidding/detail/${item.id}`}
      status={item.result === 'PROGRESS' ? undefined : <span className={[styles.result, resultClass].join(' ')}>{BID_RESULT_LABELS[item.result]}</span>}
      footer={
        <span className={styles.prices}>
          <span className={styles.priceRow}>
            <span>내 입찰가</span>
            <strong>{formatWon(item.myPrice)}</strong>
          </span>
          <span className={styles.priceRow}>
            <span>최고 입찰가</span>
            <strong className={styles.highest}>{formatWon(item.maxBiddingPrice)}</strong>
          </span>
          {item.result === 'PROGRESS' ? (
            <span className={[styles.result, styles.resultPROGRESS].join(' ')}>{BID_RESULT_LABELS.PROGRESS}</span>
          ) : null}
        </span>
      }
    />
  );
}
