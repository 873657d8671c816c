// The list's cards: one row card per auction with its bidder count and heart, the first ones' photos loaded
// first. Before the app loads, first-screen/draw-cards.ts draws the same markup (its test holds the two equal).
import type { AuctionListItem } from '@autobid/shared';
import { AuctionCard } from '@/components/ui/auction-card';
import { ABOVE_FOLD_CARDS } from '@/components/ui/auction-card-parts';
import styles from './auction-grid.module.css';

type AuctionCardListProps = {
  items: readonly AuctionListItem[];
  onToggleLike: (item: AuctionListItem) => void;
  likeDisabled?: boolean;
};

export function AuctionCardList({ items, onToggleLike, likeDisabled }: AuctionCardListProps) {
  return (
    <ul className={styles.grid}>
      {items.map((item, index) => (
        <li key={item.id}>
          <AuctionCard
            item={item}
            showBidderCount
            rowOnMobile
            isAboveFold={index < ABOVE_FOLD_CARDS}
            onToggleLike={onToggleLike}
            likeDisabled={likeDisabled}
          />
        </li>
      ))}
    </ul>
  );
}
