// One deal as a card (docs/spec.md §2 "Deal list card"): the auction card's photo, brand, year, model,
// region and mileage, plus the status label, trade date, winning price, views and bidders.
import {
  AUCTION_STATUS_LABELS,
  CANCELED_STATUSES,
  DEAL_ACTIVE_STATUSES,
  formatDotDate,
  formatNumber,
  formatWon,
  type AuctionStatus,
  type DealListItem,
} from '@autobid/shared';
import { AuctionCard } from '@/components/ui/auction-card';
import styles from './deal-list-page.module.css';
import { cn } from '@/lib/cn';

type DealTone = 'active' | 'done' | 'canceled';

export function dealTone(status: AuctionStatus): DealTone {
  if (DEAL_ACTIVE_STATUSES.includes(status)) {
    return 'active';
  }
  if (CANCELED_STATUSES.includes(status)) {
    return 'canceled';
  }
  return 'done';
}

/** "yyyy.MM.dd" on the Seoul calendar, "-" before a date is fixed. */
export function reservedDateText(reservedAt: string | null): string {
  return formatDotDate(reservedAt) || '-';
}

export function DealCard({ item }: { item: DealListItem }) {
  return (
    <AuctionCard
      item={item}
      to={`/deal/detail/${item.id}`}
      status={
        <span className={cn(styles.status, styles[dealTone(item.status)])}>
          {AUCTION_STATUS_LABELS[item.status]}
        </span>
      }
      footer={
        <span className={styles.rows}>
          <span className={styles.row}>
            <span>거래일</span>
            <strong>{reservedDateText(item.reservedAt)}</strong>
          </span>
          <span className={styles.row}>
            <span>낙찰가</span>
            <strong className={styles.price}>{formatWon(item.winningPrice)}</strong>
          </span>
          <span className={styles.counts}>
            <span>조회 {formatNumber(item.viewCount)}</span>
            <span aria-hidden="true">·</span>
            <span>입찰 {formatNumber(item.bidderCount)}명</span>
          </span>
        </span>
      }
    />
  );
}
