// One of the seller's listings: photo, brand, model and year, the status and the next step in words (with
// a countdown while the auction runs or the choice is open), and the price that matters now.
import { Link } from 'react-router';
import { formatKoreanWon, type SellerAuctionListItem } from '@autobid/shared';
import { nextStep, sellerStatusLabel, UNTITLED_LISTING } from '../../lib/next-step';
import { NextStepLine } from '../../components/next-step-line';
import { StatusPill } from '../../components/status-pill';
import styles from './listing-card.module.css';

function priceRow(item: SellerAuctionListItem): { label: string; value: string } | null {
  if (item.maxBiddingPrice > 0) {
    return { label: '최고 입찰가', value: formatKoreanWon(item.maxBiddingPrice) };
  }
  if (item.hopePrice !== null) {
    return { label: '희망 가격', value: formatKoreanWon(item.hopePrice) };
  }
  return null;
}

export function ListingCard({
  item,
  onCountdownEnd,
}: {
  item: SellerAuctionListItem;
  onCountdownEnd: () => void;
}) {
  const step = nextStep(item);
  const price = priceRow(item);
  const title = item.model.trim() || UNTITLED_LISTING;
  return (
    <article className={styles.card}>
      {/* The link is the title, stretched over the row (its name holds the words it shows, then the status). */}
      <div className={styles.link}>
        <span className={styles.media}>
          {item.image ? (
            <img src={item.image} alt="" loading="lazy" />
          ) : (
            <span className={styles.noPhoto}>사진 없음</span>
          )}
        </span>
        <span className={styles.body}>
          <span className={styles.top}>
            <StatusPill status={item.status} label={item.statusLabel} />
            {item.bidderCount > 0 ? <span className={styles.bids}>입찰 {item.bidderCount}건</span> : null}
          </span>
          <strong className={styles.model}>
            <Link
              to={`/seller/auctions/${item.id}`}
              className={styles.cover}
              aria-label={`${title} ${sellerStatusLabel(item.status, item.statusLabel)}`}
            >
              {title}
            </Link>
          </strong>
          <span className={styles.facts}>
            {[item.brandName, item.year ? `${item.year}년식` : null].filter(Boolean).join(' · ') ||
              '차량 정보 미입력'}
          </span>
          {price ? (
            <span className={styles.price}>
              {price.label} <strong>{price.value}</strong>
            </span>
          ) : null}
        </span>
      </div>
      <div className={styles.step}>
        <NextStepLine step={step} onCountdownEnd={onCountdownEnd} />
      </div>
    </article>
  );
}
