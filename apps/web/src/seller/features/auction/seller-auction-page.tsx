// /seller/auctions/:id: the seller's listing with what to do next, the countdown (to the end while it runs,
// to the selection deadline after), the bids with each dealer's trust card and the choice of a winner,
// the deal with a price claim at its top (docs/domain.md "Handover"), the listing with its own condition
// sheet, and the edit, withdraw, review and report actions the server allows now. Live: each
// 'auction-update' on the listing's room refetches it.
import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  DEAL_ACTIVE_STATUSES,
  LISTING_MESSAGES,
  RULE_SENTENCES,
  api,
  formatDotDateTime,
  formatKoreanWon,
  formatWon,
} from '@autobid/shared';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-container';
import { useMyAuction, type SellerAuctionView } from '../../api/get-my-auction';
import { sellerKeys } from '../../api/query-keys';
import { sendSellerWrite, useSellerWrite } from '../../api/seller-write';
import { useSellerAuctionSocket } from '../../hooks/use-seller-auction-socket';
import { runnerUpTitle } from '../../lib/deal-end';
import { isVehicleType } from '../../lib/condition-sheet';
import { nextStep, UNTITLED_LISTING } from '../../lib/next-step';
import { ConditionSheet } from '@/components/condition-sheet/condition-sheet';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { MyListingGate } from '../../components/my-listing-gate';
import { NextStepLine } from '../../components/next-step-line';
import { RejectNote, SellerNote } from '../../components/seller-note';
import { StatusPill } from '../../components/status-pill';
import { BidList } from './bid-list';
import { DealCard } from './deal-card';
import { SellerTransferCard } from './transfer-card';
import { DealerReviewForm } from './dealer-review-form';
import { ListingSummary } from './listing-summary';
import { PhotoGallery } from './photo-gallery';
import { PriceClaimCard } from './price-claim-card';
import { ReportDialog } from './report-dialog';
import styles from './seller-auction-page.module.css';

/** The statuses whose page changes without the seller doing anything: the review, bids, the clock, the dealer. */
const LIVE_STATUSES = new Set<string>([
  'AUDIT',
  'APPROVED',
  'PROGRESS',
  'TIME_EXPIRED',
  ...DEAL_ACTIVE_STATUSES,
]);

export function SellerAuctionPage() {
  const id = Number(useParams().id);
  const query = useMyAuction(id);
  useSellerAuctionSocket(id, query.data ? LIVE_STATUSES.has(query.data.status) : false);
  return (
    <MyListingGate id={id} query={query}>
      {(detail) => <AuctionContent detail={detail} />}
    </MyListingGate>
  );
}

function AuctionContent({ detail }: { detail: SellerAuctionView }) {
  const queryClient = useQueryClient();
  const [isWithdrawOpen, setWithdrawOpen] = useState(false);
  const [isReportOpen, setReportOpen] = useState(false);
  // The seller cancels the listing (USER_CANCELED) before DEALER_DEPOSIT.
  const withdraw = useSellerWrite(
    () => sendSellerWrite(api.listings.withdraw, { params: { id: detail.id } }),
    sellerKeys.auctions(),
  );
  const refetch = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: sellerKeys.auctions() });
  }, [queryClient]);

  // The server's clock when the detail was read: the opening day ("내일 오전 9시") is the server's.
  const step = nextStep(
    {
      ...detail,
      dealEnded: detail.deal?.ended,
      claim: detail.priceClaims[0],
      titleTransfer: detail.deal?.titleTransfer,
    },
    new Date(detail.serverNow).getTime(),
  );
  const title = detail.model.trim() || UNTITLED_LISTING;
  const facts = [detail.brandName, detail.year ? `${detail.year}년식` : null].filter(Boolean).join(' · ');

  const showBids = detail.bids.length > 0 || detail.status === 'PROGRESS' || detail.status === 'TIME_EXPIRED';
  return (
    <PageContainer className={styles.page}>
      <Link to="/seller" className={styles.back}>
        <span aria-hidden="true">‹</span> 내 매물
      </Link>
      <header className={styles.header}>
        <div className={styles.heading}>
          <StatusPill status={detail.status} label={detail.statusLabel} />
          <h1 className={styles.title}>{title}</h1>
          {facts ? <p className={styles.facts}>{facts}</p> : null}
        </div>
        {detail.canEdit ? (
          <ButtonLink to={`/seller/auctions/${detail.id}/edit`} variant="dark" className={styles.editButton}>
            {detail.status === 'REJECTED' ? '수정하고 다시 심사 요청' : '이어서 작성하기'}
          </ButtonLink>
        ) : null}
      </header>

      <div className={styles.columns}>
        <div className={styles.side}>
          <section className={styles.statusCard} aria-label="진행 상황">
            <NextStepLine step={step} size="lg" offsetMs={detail.clockOffsetMs} onCountdownEnd={refetch} />
            <RejectNote detail={detail} />
            {detail.isRunnerUpOffer && detail.canSelect && detail.selectExpireAt ? (
              <SellerNote title={runnerUpTitle(detail.deal?.ended)} tone="warning">
                {formatDotDateTime(detail.selectExpireAt)}까지 남은 입찰자 중 다른 딜러를 선택할 수 있습니다.
              </SellerNote>
            ) : null}
            {detail.status === 'APPROVED' ? (
              <p className={styles.help}>{RULE_SENTENCES.sellerApprovedHelp}</p>
            ) : null}
            {detail.status === 'AUDIT' ? (
              <p className={styles.help}>
                운영팀이 매물 정보를 확인하고 있습니다. 결과는 알림톡으로 알려드립니다.
              </p>
            ) : null}
            {detail.bidderCount > 0 || detail.maxBiddingPrice > 0 ? (
              <dl className={styles.stats}>
                <div>
                  <dt>입찰</dt>
                  <dd>{detail.bidderCount}건</dd>
                </div>
                <div>
                  <dt>최고 입찰가</dt>
                  <dd>
                    {detail.maxBiddingPrice > 0 ? (
                      <>
                        <strong>{formatKoreanWon(detail.maxBiddingPrice)}</strong>
                        <span>{formatWon(detail.maxBiddingPrice)}</span>
                      </>
                    ) : (
                      '-'
                    )}
                  </dd>
                </div>
              </dl>
            ) : null}
          </section>

          {detail.priceClaims.length > 0 ? (
            <PriceClaimCard
              auctionId={detail.id}
              claims={detail.priceClaims}
              offsetMs={detail.clockOffsetMs}
              onCountdownEnd={refetch}
            />
          ) : null}

          {detail.deal ? (
            <DealCard deal={detail.deal} offsetMs={detail.clockOffsetMs} onCountdownEnd={refetch} />
          ) : null}
          {detail.deal?.titleTransfer ? (
            <SellerTransferCard
              auctionId={detail.id}
              deal={detail.deal}
              transfer={detail.deal.titleTransfer}
            />
          ) : null}

          {detail.canReview ? <DealerReviewForm auctionId={detail.id} /> : null}
          {detail.hasReview ? <p className={styles.reviewed}>딜러 후기를 남겼습니다. 감사합니다.</p> : null}

          {showBids ? (
            <BidList auctionId={detail.id} bids={detail.bids} canSelect={detail.canSelect} />
          ) : null}
        </div>

        <div className={styles.main}>
          <PhotoGallery images={detail.images} fallback={detail.image} />
          <ListingSummary detail={detail} />
          <ListingSheet detail={detail} />
        </div>
      </div>

      {detail.canWithdraw || detail.canReport ? (
        <div className={styles.footerActions}>
          {detail.canReport ? (
            <Button variant="outline" onClick={() => setReportOpen(true)}>
              딜러 신고
            </Button>
          ) : null}
          {detail.canWithdraw ? (
            <Button variant="ghost" onClick={() => setWithdrawOpen(true)}>
              매물 등록 취소
            </Button>
          ) : null}
        </div>
      ) : null}

      {isWithdrawOpen ? (
        <ConfirmDialog
          title="매물 등록을 취소할까요?"
          confirmLabel="등록 취소"
          isPending={withdraw.isPending}
          onConfirm={() => withdraw.mutateAsync()}
          doneMessage={LISTING_MESSAGES.withdrawn}
          onClose={() => setWithdrawOpen(false)}
        >
          <p>취소하면 경매가 끝나고 되돌릴 수 없습니다.</p>
          {detail.bidderCount > 0 ? <p>입찰한 딜러들에게 취소 사실이 알려집니다.</p> : null}
        </ConfirmDialog>
      ) : null}
      {isReportOpen ? <ReportDialog auctionId={detail.id} onClose={() => setReportOpen(false)} /> : null}
    </PageContainer>
  );
}

/** The listing's own condition sheet, the items of the current claim marked. */
function ListingSheet({ detail }: { detail: SellerAuctionView }) {
  const type = detail.vehicleType;
  if (!isVehicleType(type)) {
    return null;
  }
  const claimed = detail.priceClaims[0]?.items.map((item) => item.item) ?? [];
  return (
    <div className={styles.sheetCard}>
      {detail.conditionReport ? (
        <ConditionSheet
          vehicleType={type}
          report={detail.conditionReport}
          titleId="seller-condition-sheet"
          highlight={claimed}
        />
      ) : (
        <section aria-labelledby="seller-condition-sheet">
          <h2 id="seller-condition-sheet" className={styles.sheetTitle}>
            상태 점검표
          </h2>
          <p className={styles.help}>
            {detail.canEdit
              ? '아직 작성하지 않았습니다. 심사를 요청하려면 상태 점검표를 작성해주세요.'
              : '이 매물은 상태 점검표 없이 등록되었습니다.'}
          </p>
        </section>
      )}
    </div>
  );
}
