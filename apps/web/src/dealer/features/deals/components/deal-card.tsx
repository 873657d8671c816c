// One deal as a card (docs/spec.md §2 "Deal list card"): the auction card's photo, brand, year, model,
// region and mileage, plus the status label, what the dealer must do now (with the 60-minute fee
// countdown while the fee is due, on the server's clock: docs/domain.md "Clock"), trade date, winning price,
// views and bidders.
import { useQuery } from '@tanstack/react-query';
import {
  AUCTION_STATUS_LABELS,
  CANCELED_STATUSES,
  DEAL_ACTIVE_STATUSES,
  api,
  formatDotDate,
  formatNumber,
  formatWon,
  type AuctionStatus,
  type DealListItem,
} from '@autobid/shared';
import { AuctionCard } from '@/components/ui/auction-card';
import { Countdown } from '@/components/ui/countdown';
import { call } from '@/lib/call';
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

/**
 * Server clock minus device clock, so the fee countdown ends when the server's deadline does (docs/domain.md
 * "Clock"). The deal list carries no serverNow; the dealer's dashboard does (the same query and cache as the
 * deal tasks on /home). Null until it answered; 0 (the device's clock) when it could not be read.
 */
function useClockOffset(): number | null {
  const { data, dataUpdatedAt, isError } = useQuery({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => call(api.dealers.dashboard, {}, { signal }),
  });
  if (!data) {
    return isError ? 0 : null;
  }
  const serverNow = Date.parse(data.serverNow);
  return Number.isNaN(serverNow) ? 0 : serverNow - dataUpdatedAt;
}

/** "입금 마감까지 HH:MM:SS", once the server's clock is known (a wrong device clock would end it early). */
function FeeCountdown({ deadline, onDeadline }: { deadline: string; onDeadline?: () => void }) {
  const offsetMs = useClockOffset();
  if (offsetMs === null) {
    return null;
  }
  return (
    <span className={styles.deadline}>
      입금 마감까지{' '}
      <Countdown endDate={deadline} offsetMs={offsetMs} onEnd={onDeadline} className={styles.countdown} />
    </span>
  );
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
                <FeeCountdown deadline={item.depositDeadline} onDeadline={onDeadline} />
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
