// The live auctions as a card grid, loading the next page when the sentinel under it scrolls into view.
import { AuctionCard } from '@/components/ui/auction-card';
import { useAuctions } from '../api/get-auctions';
import { useToggleLike } from '../api/toggle-like';
import type { AuctionFilters } from '../filters';
import { useInViewCallback } from '../hooks/use-in-view-callback';
import styles from './auction-grid.module.css';

const EMPTY_AUCTIONS_MESSAGE = '현재 진행 중인 경매가 없습니다.';

export function AuctionGrid({ filters }: { filters: AuctionFilters }) {
  const { data, isPending, hasNextPage, isFetchingNextPage, fetchNextPage } = useAuctions(filters);
  const like = useToggleLike();
  const sentinel = useInViewCallback<HTMLDivElement>(
    () => {
      if (hasNextPage && !isFetchingNextPage) {
        void fetchNextPage();
      }
    },
    Boolean(hasNextPage) && !isFetchingNextPage,
  );

  if (isPending) {
    return <p className={styles.status}>Loading..</p>;
  }
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  if (items.length === 0) {
    return <p className={styles.empty}>{EMPTY_AUCTIONS_MESSAGE}</p>;
  }

  return (
    <>
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.id}>
            <AuctionCard
              item={item}
              onToggleLike={(target) => like.mutate({ id: target.id, like: !target.isLiked })}
            />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      {isFetchingNextPage ? <p className={styles.status}>Loading..</p> : null}
    </>
  );
}
