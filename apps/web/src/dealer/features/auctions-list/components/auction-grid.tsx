// The live auctions as a card grid, loading the next page when the sentinel under it scrolls into view; the
// page's place comes back on Back (useScrollMemory); with nothing to show, the page's empty state. A failed
// first page is the failure with a retry in place of the list, a failed next page the same at its end
// (docs/decisions/024). The first page's loading text is marked `data-first-cards`: the page's first cards are
// drawn there before the app loads (first-screen/draw-cards.ts), and the app's own render replaces them.
import type { ReactNode } from 'react';
import { QueryState, ReadFailure } from '@/components/ui/query-state';
import { useAuctions } from '../api/get-auctions';
import { useToggleLike } from '../api/toggle-like';
import type { AuctionFilters } from '../filters';
import { useInViewCallback } from '../hooks/use-in-view-callback';
import { useScrollMemory } from '../hooks/use-scroll-memory';
import { AuctionCardList } from './auction-card-list';
import styles from './auction-grid.module.css';

type AuctionGridProps = {
  filters: AuctionFilters;
  /** What an empty result shows (it depends on the filters: the spec's text, or a way back to everything). */
  empty: ReactNode;
};

export function AuctionGrid({ filters, empty }: AuctionGridProps) {
  const query = useAuctions(filters);
  const { isPending, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, error } = query;
  useScrollMemory(!isPending);
  const like = useToggleLike();
  const sentinel = useInViewCallback<HTMLDivElement>(
    () => {
      if (hasNextPage && !isFetchingNextPage) {
        void fetchNextPage();
      }
    },
    // A failed next page waits for its retry instead of being asked for again as the sentinel stays in view.
    Boolean(hasNextPage) && !isFetchingNextPage && !isFetchNextPageError,
  );

  return (
    <QueryState
      query={query}
      loading={
        <p className={styles.status} data-first-cards="">
          Loading..
        </p>
      }
    >
      {(data) => {
        const items = data.pages.flatMap((page) => page.items);
        if (items.length === 0) {
          return empty;
        }
        return (
          <>
            <AuctionCardList
              items={items}
              onToggleLike={(target) => like.mutate({ id: target.id, like: !target.isLiked })}
            />
            <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
            {isFetchingNextPage ? <p className={styles.status}>Loading..</p> : null}
            {isFetchNextPageError && error && !isFetchingNextPage ? (
              <ReadFailure error={error} onRetry={() => void fetchNextPage()} />
            ) : null}
          </>
        );
      }}
    </QueryState>
  );
}
