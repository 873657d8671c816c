// The right-hand (or bottom-sheet) panel: what it shows follows panelState() (docs/spec.md §2 "panel content by status").
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatKoreanWon, formatShortDateTime, panelState, type PanelState } from '@autobid/shared';
import { Countdown } from '@/components/ui/countdown';
import { Button } from '@/components/ui/button';
import { PriceGuideBox } from '@/components/price-guide/price-guide';
import type { AuctionDetailView } from '@/lib/auction-detail-query';
import type { AuctionTarget } from '@/lib/auction-target';
import { isOutbid } from '../lib/bid-check';
import { BidForm } from './bid-form';
import { DealPanel, type DealPanelProps } from './deal-panel';
import styles from './bidding-panel.module.css';
import { cn } from '@/lib/cn';

export function detailPanelState(detail: AuctionDetailView, now: number = Date.now()): PanelState {
  return panelState({
    status: detail.status,
    isWinner: detail.isWinner,
    hasBid: detail.hasBid,
    selectExpireAt: detail.selectExpireAt,
    now: new Date(now + detail.clockOffsetMs),
  });
}

/** The deal panel's props, for any state of the panel, and the bid's cancel. */
type BiddingPanelProps = Omit<DealPanelProps, 'state'> & { state: PanelState; onCancelBid: () => void };

export function BiddingPanel(props: BiddingPanelProps) {
  return <div className={styles.panel}>{renderContent(props)}</div>;
}

function renderContent(props: BiddingPanelProps) {
  const { detail, state, target, onCancelBid, onCountdownEnd } = props;
  switch (state) {
    case 'BIDDING':
      return (
        <BiddingContent
          detail={detail}
          target={target}
          onCancelBid={onCancelBid}
          onCountdownEnd={onCountdownEnd}
        />
      );
    case 'SELECTING':
      return (
        <StateMessage title="낙찰자 선정 중" tone="selecting">
          최고가 입찰자라도 낙찰되지 않을 수 있습니다.
          <MyBidLine detail={detail} />
        </StateMessage>
      );
    case 'UNSUCCESSFUL':
      return (
        <StateMessage title="패찰되었습니다" tone="unsuccessful">
          다음 경매에서 좋은 매물을 만나보세요.
        </StateMessage>
      );
    case 'ENDED':
      return (
        <StateMessage title="경매가 종료되었습니다" tone="ended">
          종료된 경매에는 입찰할 수 없습니다.
        </StateMessage>
      );
    case 'WAITING':
      return (
        <StateMessage title="경매 시작 전입니다" tone="ended">
          경매가 시작되면 입찰할 수 있습니다.
        </StateMessage>
      );
    case 'DEALER_CONFIRM':
    case 'DEALER_DEPOSIT':
    case 'RESERVATION':
    case 'RESERVATION_COMPLETE':
    case 'COMPLETE':
    case 'CANCELED':
      return <DealPanel {...props} state={state} />;
  }
}

function BiddingContent({
  detail,
  target,
  onCancelBid,
  onCountdownEnd,
}: {
  detail: AuctionDetailView;
  target: AuctionTarget;
  onCancelBid: () => void;
  onCountdownEnd: () => void;
}) {
  const hasActiveBid = detail.myBiddingId !== null && detail.biddingPrice > 0;
  const [isRaising, setRaising] = useState(false);
  const isLive = detail.status === 'PROGRESS';
  return (
    <>
      <div className={styles.countdownBox}>
        <span className={styles.countdownLabel}>남은 시간</span>
        <Countdown
          endDate={detail.endDate}
          offsetMs={detail.clockOffsetMs}
          onEnd={onCountdownEnd}
          className={styles.countdown}
        />
      </div>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>최고 입찰가</dt>
          <dd className={styles.highest}>
            {detail.maxBiddingPrice > 0 ? formatKoreanWon(detail.maxBiddingPrice) : '-'}
          </dd>
        </div>
        <div className={styles.stat}>
          <dt>입찰자 수</dt>
          <dd>{detail.bidderCount}명</dd>
        </div>
        <div className={styles.stat}>
          <dt>마감 일시</dt>
          <dd>{formatShortDateTime(detail.endDate) || '-'}</dd>
        </div>
      </dl>
      {hasActiveBid && detail.myBiddingId !== null ? (
        <>
          <MyBidBox detail={detail} />
          {isRaising ? (
            <BidForm
              target={target}
              hopePrice={detail.hopePrice}
              maxBiddingPrice={detail.maxBiddingPrice}
              disabled={!isLive}
              raise={{
                biddingId: detail.myBiddingId,
                currentPrice: detail.biddingPrice,
                onClose: () => setRaising(false),
              }}
            />
          ) : (
            // A banned dealer may still cancel; the raise opens the form, which shows the ban in its place.
            <div className={styles.myBidActions}>
              <Button variant="outline" size="lg" onClick={onCancelBid}>
                입찰 취소
              </Button>
              {/* The raise is a call of the dealer's own session (no code-link variant). */}
              {target.kind === 'id' ? (
                <Button size="lg" onClick={() => setRaising(true)} disabled={!isLive}>
                  입찰가 올리기
                </Button>
              ) : null}
              <Link to="/fee" className={styles.feeLink}>
                수수료 안내 <span aria-hidden="true">›</span>
              </Link>
            </div>
          )}
        </>
      ) : (
        <BidForm
          target={target}
          hopePrice={detail.hopePrice}
          maxBiddingPrice={detail.maxBiddingPrice}
          // Disabled only by the status (docs/spec.md §5); a ban or a missing bank account replaces the form.
          disabled={!isLive}
        />
      )}
      {/* Beside the recommended bid: what similar vehicles sold for (docs/domain.md "Price guidance"). */}
      {target.kind === 'id' ? (
        <PriceGuideBox
          session="dealer"
          vehicle={{
            brandId: detail.brand?.id ?? null,
            model: detail.model,
            year: detail.year,
            mileage: detail.mileage,
            type: detail.vehicleType,
          }}
          price={detail.hopePrice}
        />
      ) : null}
    </>
  );
}

/**
 * "내 입찰가" with where it stands: the top, or passed by another dealer's bid — live, since the detail's
 * maxBiddingPrice follows each auction-update (hooks/use-auction-socket.ts).
 */
function MyBidBox({ detail }: { detail: AuctionDetailView }) {
  const outbid = isOutbid(detail);
  return (
    <div className={cn(styles.myBid, outbid && styles.myBidOutbid)} data-outbid={outbid}>
      <div className={styles.myBidHead}>
        <span className={styles.myBidLabel}>내 입찰가</span>
        <span className={cn(styles.myBidChip, outbid ? styles.chipOutbid : styles.chipTop)}>
          {outbid ? '상위 입찰 있음' : '최고가 입찰 중'}
        </span>
      </div>
      <strong className={styles.myBidPrice}>{formatKoreanWon(detail.biddingPrice)}</strong>
      <p className={styles.myBidStatus} role="status">
        {outbid
          ? `다른 딜러가 더 높은 금액(${formatKoreanWon(detail.maxBiddingPrice)})을 입찰했습니다.`
          : '현재 가장 높은 입찰가입니다.'}
      </p>
    </div>
  );
}

function MyBidLine({ detail }: { detail: AuctionDetailView }) {
  if (detail.biddingPrice <= 0) {
    return null;
  }
  return (
    <span className={styles.stateMine}>
      내 입찰가 <strong>{formatKoreanWon(detail.biddingPrice)}</strong>
    </span>
  );
}

function StateMessage({
  title,
  tone,
  children,
}: {
  title: string;
  tone: 'selecting' | 'unsuccessful' | 'ended';
  children: ReactNode;
}) {
  return (
    <div className={cn(styles.state, styles[tone])} data-state={tone}>
      <strong className={styles.stateTitle}>{title}</strong>
      <p className={styles.stateText}>{children}</p>
    </div>
  );
}
