// One deal as a card (docs/spec.md §2 "Deal list card"): the auction card's photo, brand, year, model,
// region and mileage, plus the status label, what the dealer must do now (with the 60-minute fee
// countdown while the fee is due), trade date, winning price, views and bidders.
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
import { Countdown } from '@/components/ui/countdown';
import { dealNextStep } from '@/lib/deal-next-step';
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

type DealCardProps = {
  item: DealListItem;
  /** The fee deadline passed: the list asks the server where the deal stands now. */
  onDeadline?: () => void;
};

export function DealCard({ item, onDeadline }: DealCardProps) {
  const nextStep = dealNextStep(item);
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
          {nextStep ? (
            <span className={styles.next}>
              <span className={styles.nextLabel}>할 일</span>
              <strong className={styles.nextText}>{nextStep}</strong>
              {item.depositDeadline ? (
                <span className={styles.deadline}>
                  입금 마감까지{' '}
                  <Countdown endDate={item.depositDeadline} onEnd={onDeadline} className={styles.countdown} />
                </span>
              ) : null}
            </span>
          ) : null}
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
