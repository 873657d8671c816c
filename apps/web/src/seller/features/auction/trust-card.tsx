// A bidder's trust card (docs/domain.md "Dealer trust"): completed trades, cancel rate, reviews and the
// final price against the bid, the worrying ones in the warning colour. The review thumbs are drawn, not
// emoji, so they show on every device.
import type { DealerTrust } from '@autobid/shared';
import { cn } from '@/lib/cn';
import { trustItems, type TrustItem } from '../../lib/trust';
import styles from './trust-card.module.css';

function Thumb({ isDown }: { isDown?: boolean }) {
  return (
    <svg
      className={cn(styles.thumb, isDown && styles.down)}
      viewBox="0 0 24 24"
      width="14"
      height="14"
      aria-hidden="true"
    >
      <path
        d="M7 10v11H3V10h4Zm2 11h8.6a2 2 0 0 0 2-1.6l1.3-7A2 2 0 0 0 19 10h-5.3l.8-4.2A1.8 1.8 0 0 0 12.7 4L9 10v11Z"
        fill="currentColor"
      />
    </svg>
  );
}

function ItemText({ item, trust }: { item: TrustItem; trust: DealerTrust }) {
  if (item.key !== 'reviews') {
    return item.text;
  }
  return (
    <>
      <span aria-hidden="true">
        후기 <Thumb />
        {trust.positiveReviews} <Thumb isDown />
        {trust.negativeReviews}
      </span>
      <span className="visually-hidden">{item.label}</span>
    </>
  );
}

export function TrustCard({ trust }: { trust: DealerTrust }) {
  return (
    <ul className={styles.card} aria-label="딜러 신뢰 정보">
      {trustItems(trust).map((item) => (
        <li key={item.key} className={cn(styles.item, item.isCaution && styles.caution)}>
          <ItemText item={item} trust={trust} />
        </li>
      ))}
    </ul>
  );
}
