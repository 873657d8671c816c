// A bidder's trust card (docs/domain.md "Dealer trust"): completed trades, cancel rate, reviews, the final
// price against the bid and the recent price cuts at handover, the worrying ones in the warning colour and
// bold; then, when the dealer has enough recent trades, what the seller can expect to be paid for this bid.
// The review thumbs are drawn, not emoji, so they show on every device.
import { DEALER_TIER_LABELS, formatKoreanWon, formatWon, type DealerTrust } from '@autobid/shared';
import { cn } from '@/lib/cn';
import { EXPECTED_PRICE_NOTE, trustItems, type TrustItem } from '../../lib/trust';
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

type TrustCardProps = {
  trust: DealerTrust;
  /** The bid less the dealer's median cut (null: too few recent trades to say). */
  expectedPrice?: number | null;
};

export function TrustCard({ trust, expectedPrice = null }: TrustCardProps) {
  return (
    <>
      <ul className={styles.card} aria-label="딜러 신뢰 정보">
        {/* The dealer's tier (docs/domain.md "Dealer score and tiers"); 주의 and 제한 in the warning colour. */}
        <li
          className={cn(
            styles.item,
            (trust.tier === 'WATCH' || trust.tier === 'RESTRICTED') && styles.caution,
          )}
        >
          딜러 등급 {DEALER_TIER_LABELS[trust.tier]}
        </li>
        {trustItems(trust).map((item) => (
          <li key={item.key} className={cn(styles.item, item.isCaution && styles.caution)}>
            <ItemText item={item} trust={trust} />
          </li>
        ))}
      </ul>
      {expectedPrice === null ? null : (
        <p className={styles.expected}>
          <span className={styles.expectedPrice}>
            예상 수령액 약 <strong>{formatKoreanWon(expectedPrice)}</strong>{' '}
            <span className={styles.exact}>({formatWon(expectedPrice)})</span>
          </span>
          <span className={styles.expectedNote}>{EXPECTED_PRICE_NOTE}</span>
        </p>
      )}
    </>
  );
}
