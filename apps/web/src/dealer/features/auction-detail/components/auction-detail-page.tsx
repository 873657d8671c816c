// The one detail screen of /auction/detail/:id, /bidding/detail/:id, /deal/detail/:id and (with a code
// target) /alimtalk/auction/detail/:code: vehicle information on the left, the sticky bidding or deal
// panel on the right (desktop) or a bottom bar with a sheet (mobile), live updates.
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Sheet } from 'react-modal-sheet';
import {
  AUCTION_STATUS_LABELS,
  RULE_SENTENCES,
  formatDotDateTime,
  formatKoreanWon,
  type PanelState,
} from '@autobid/shared';
import { PenaltyBanner } from '@/dealer/components/penalty-banner/penalty-banner';
import { BidLimitNote } from '@/dealer/components/dealer-score/bid-limit-note';
import { Button } from '@/components/ui/button';
import { Countdown } from '@/components/ui/countdown';
import { useDialogFocus } from '@/components/ui/modal';
import { PageContainer } from '@/components/ui/page-container';
import { ReadFailure } from '@/components/ui/query-state';
import { LoadingView, NotFoundView } from '@/components/ui/status-view';
import { isValidTarget, useAuctionDetailByTarget, type AuctionDetailView } from '@/lib/auction-detail-query';
import { auctionTargetKey, type AuctionTarget } from '@/lib/auction-target';
import { isBanned } from '@/lib/ban';
import { useProfile } from '@/lib/dealer-session';
import { useAuctionSocket } from '../hooks/use-auction-socket';
import { MOBILE_QUERY } from '@/lib/breakpoints';
import { useMediaQuery } from '@/lib/use-media-query';
import { isDealPanelState } from '../lib/deal-steps';
import { BidHistory } from './bid-history';
import { BiddingPanel, detailPanelState } from './bidding-panel';
import { CancelBidDialog } from './cancel-bid-dialog';
import { CancelDealDialog } from './cancel-deal-dialog';
import { DEAL_TITLES } from './deal-panel';
import { VehicleInfo } from './vehicle-info';
import styles from './auction-detail-page.module.css';
import { cn } from '@/lib/cn';

const AUCTION_READ_FAILED_TITLE = '경매 정보를 불러오지 못했습니다.';

const STATE_TITLES: Partial<Record<PanelState, string>> = {
  SELECTING: '낙찰자 선정 중',
  UNSUCCESSFUL: '패찰되었습니다',
  ENDED: '경매가 종료되었습니다',
  WAITING: '경매 시작 전입니다',
};

type AuctionDetailPageProps = {
  /** Which auction and how to reach it; defaults to the `:id` route parameter. */
  target?: AuctionTarget;
};

export function AuctionDetailPage({ target: given }: AuctionDetailPageProps) {
  const params = useParams();
  const routeId = Number(params.id);
  const kind = given?.kind ?? 'id';
  const key = given ? (given.kind === 'id' ? given.id : given.code) : routeId;
  // One identity per auction, however the caller builds the prop, so effects keyed on it run once.
  const target = useMemo<AuctionTarget>(
    () => (kind === 'code' ? { kind: 'code', code: String(key) } : { kind: 'id', id: Number(key) }),
    [kind, key],
  );
  const query = useAuctionDetailByTarget(target);
  useAuctionSocket(query.data?.id ?? (target.kind === 'id' ? target.id : 0), target);

  if (!isValidTarget(target)) {
    return <NotFoundView />;
  }
  if (query.data === undefined && query.error) {
    return (
      <ReadFailure
        title={AUCTION_READ_FAILED_TITLE}
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  if (query.isPending) {
    return <LoadingView />;
  }
  if (!query.data) {
    return <NotFoundView />;
  }
  return <DetailContent detail={query.data} target={target} />;
}

function DetailContent({ detail, target }: { detail: AuctionDetailView; target: AuctionTarget }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useProfile();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [dealCancelOpen, setDealCancelOpen] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  // The sheet is a dialog for the keyboard too: focus in on open, Tab kept inside, Escape, focus back.
  const sheetRef = useRef<HTMLDivElement>(null);
  const closeSheetRef = useRef(() => setSheetOpen(false));
  useDialogFocus(sheetRef, closeSheetRef, { isActive: sheetOpen });

  const state = detailPanelState(detail);
  const banned = isBanned(profile.penaltyExpiredAt);
  const barLocked = banned && state === 'BIDDING';
  const refetch = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: auctionTargetKey(target) });
  }, [queryClient, target]);
  const openCancel = () => {
    setSheetOpen(false);
    setCancelOpen(true);
  };
  const closeCancel = useCallback(() => setCancelOpen(false), []);
  const openDealCancel = () => {
    setSheetOpen(false);
    setDealCancelOpen(true);
  };
  const closeDealCancel = useCallback(() => setDealCancelOpen(false), []);

  const panel = (
    <>
      <PenaltyBanner />
      <BidLimitNote tier={profile.score.tier} />
      <BiddingPanel
        detail={detail}
        state={state}
        target={target}
        banned={banned}
        onCancelBid={openCancel}
        onCancelDeal={openDealCancel}
        onCountdownEnd={refetch}
      />
    </>
  );

  return (
    <PageContainer
      className={cn(styles.page, isMobile && styles.withBar, isMobile && banned && styles.withBannerBar)}
    >
      <div className={styles.columns}>
        <div className={styles.main}>
          <button type="button" className={styles.back} onClick={() => void navigate(-1)}>
            <span aria-hidden="true">‹</span> 뒤로가기
          </button>
          <div className={styles.notice}>
            <strong>경매 안내</strong>
            <p>
              {RULE_SENTENCES.auctionSchedule} 입찰 후 취소하면 일정 기간 입찰 및 거래가 제한됩니다. 낙찰 및
              유찰된 매물은 입찰 내역에서 확인할 수 있습니다.
            </p>
          </div>
          <VehicleInfo detail={detail}>
            {isMobile ? <BidHistory biddings={detail.biddings} /> : null}
          </VehicleInfo>
          {isMobile ? null : <BidHistory biddings={detail.biddings} />}
        </div>
        {isMobile ? null : <aside className={styles.aside}>{panel}</aside>}
      </div>

      {isMobile ? (
        <>
          <div className={styles.dock} data-bottom-bar>
            {/* Above the bar, where the dealer's thumb is: the ban is seen before the disabled button. */}
            <PenaltyBanner variant="compact" className={styles.dockBanner} />
            <div className={styles.bar}>
              {state === 'BIDDING' ? (
                <div className={styles.barInfo}>
                  <Countdown
                    endDate={detail.endDate}
                    offsetMs={detail.clockOffsetMs}
                    onEnd={refetch}
                    className={styles.barCountdown}
                  />
                  <span className={styles.barHighest}>
                    최고 입찰가{' '}
                    <strong>
                      {detail.maxBiddingPrice > 0 ? formatKoreanWon(detail.maxBiddingPrice) : '-'}
                    </strong>
                  </span>
                </div>
              ) : (
                <div className={styles.barInfo}>
                  <strong className={styles.barTitle}>{barTitle(state, detail)}</strong>
                  {state === 'DEALER_DEPOSIT' && detail.deal?.depositDeadline ? (
                    <span className={styles.barHighest}>
                      입금 마감까지{' '}
                      <Countdown
                        endDate={detail.deal.depositDeadline}
                        offsetMs={detail.clockOffsetMs}
                        onEnd={refetch}
                        className={styles.barDeadline}
                      />
                    </span>
                  ) : null}
                </div>
              )}
              {barLocked && profile.penaltyExpiredAt ? (
                // A banned dealer cannot bid: the button says until when instead of opening the sheet.
                <Button size="lg" disabled className={styles.barLocked}>
                  <span>입찰 제한</span>
                  <small>{formatDotDateTime(profile.penaltyExpiredAt)}까지</small>
                </Button>
              ) : (
                <Button onClick={() => setSheetOpen(true)} size="lg">
                  {barButtonLabel(state)}
                </Button>
              )}
            </div>
          </div>
          <Sheet isOpen={sheetOpen} onClose={() => setSheetOpen(false)} detent="content-height">
            {/* The library's types leave out the DOM attributes it passes on to its div. */}
            <Sheet.Container
              ref={sheetRef}
              {...{ role: 'dialog', 'aria-modal': true, 'aria-label': barButtonLabel(state), tabIndex: -1 }}
            >
              <Sheet.Header />
              <Sheet.Content>
                {/* The deal steps (calendar, transfer details) can be taller than the screen. */}
                <Sheet.Scroller>
                  <div className={styles.sheetBody}>{panel}</div>
                </Sheet.Scroller>
              </Sheet.Content>
            </Sheet.Container>
            <Sheet.Backdrop onTap={() => setSheetOpen(false)} {...{ 'aria-label': '닫기', tabIndex: -1 }} />
          </Sheet>
        </>
      ) : null}

      {cancelOpen && detail.myBiddingId !== null ? (
        <CancelBidDialog target={target} biddingId={detail.myBiddingId} onClose={closeCancel} />
      ) : null}
      {dealCancelOpen ? (
        <CancelDealDialog target={target} status={detail.status} onClose={closeDealCancel} />
      ) : null}
    </PageContainer>
  );
}

function barTitle(state: PanelState, detail: AuctionDetailView): string {
  if (isDealPanelState(state)) {
    return DEAL_TITLES[state];
  }
  return STATE_TITLES[state] ?? AUCTION_STATUS_LABELS[detail.status];
}

/** The bottom bar's button opens the sheet: to bid, to act on the deal, or to read the result. */
function barButtonLabel(state: PanelState): string {
  if (state === 'BIDDING') {
    return '입찰 참여하기';
  }
  if (isDealPanelState(state) && state !== 'COMPLETE' && state !== 'CANCELED') {
    return '거래 진행하기';
  }
  return '상세 보기';
}
