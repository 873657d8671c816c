// One dispute as the operator decides it (docs/domain.md "Handover"): the claim's items beside the listing
// dealers bid on (its photos and its sheet, the claimed items marked), both sides' words, the dealer's record of
// lost disputes, the deal's history with the claim's steps, and "판정하기"; once decided, the outcome, the
// deduction, the price, the reason and when.
import { useState } from 'react';
import { Link } from 'react-router';
import {
  DISPUTE_OPENER_LABELS,
  DISPUTE_WINDOW_DAYS,
  DISPUTES_LOST_FOR_BAN,
  formatNumber,
  type DisputeDetail as Detail,
} from '@autobid/shared';
import { ConditionSheet } from '@/components/condition-sheet/condition-sheet';
import { Button, ButtonLink } from '@/components/ui/button';
import { AdminPanel } from '../../../components/admin-page';
import pageStyles from '../../../components/admin-page.module.css';
import { AuditHistoryLink } from '../../../components/audit-history-link';
import { Badge } from '../../../components/badge';
import { Timeline } from '../../../components/deal-timeline';
import { DetailList } from '../../../components/detail-list';
import { PhotoGallery, listingPhotos } from '../../../components/photo-gallery';
import { StatusLine } from '../../../components/status-line';
import { useAdminAuction } from '../../../api/get-auction';
import { dealerHref } from '../../../lib/dealers-url';
import { dealHref } from '../../../lib/deals-url';
import { dateTime, won } from '../../../lib/format';
import { disputeHistory } from '../lib/dispute-history';
import { ClaimItems } from './claim-items';
import { DecideDialog } from './decide-dialog';
import { DisputeBadge } from './dispute-badge';
import styles from './dispute-detail.module.css';

type DisputeDetailProps = {
  detail: Detail;
  /** What the last action here said (the decision went through). */
  done: string | null;
  onDecided: (detail: Detail) => void;
};

export function DisputeDetail({ detail, done, onDecided }: DisputeDetailProps) {
  const [isDeciding, setIsDeciding] = useState(false);
  const { dispute, claim, listing, dealer, seller } = detail;
  const title = [listing.brandName, listing.model].filter(Boolean).join(' ') || '모델 미입력';
  const items = claim.items.map((item) => item.item);
  return (
    <div className={styles.detail}>
      <header className={pageStyles.head}>
        <div className={pageStyles.titles}>
          <p className={styles.number}>
            분쟁 #{dispute.id} · 경매 #{listing.auctionId}
          </p>
          <h2 className={styles.title}>{title}</h2>
          <p className={styles.badges}>
            <DisputeBadge dispute={dispute} />
            <span className={styles.meta}>
              {DISPUTE_OPENER_LABELS[dispute.openedBy]} · {dateTime(dispute.openedAt)} 접수
            </span>
          </p>
        </div>
        <div className={styles.actions}>
          {dispute.status === 'OPEN' ? <Button onClick={() => setIsDeciding(true)}>판정하기</Button> : null}
          <AuditHistoryLink targetType="DISPUTE" targetId={dispute.id} label="이 분쟁의 작업 기록" />
        </div>
      </header>

      {done ? <StatusLine tone="done">{done}</StatusLine> : null}
      {dispute.status === 'DECIDED' ? <Decision detail={detail} /> : null}
      {dispute.status === 'WITHDRAWN' ? (
        <p className={styles.notice}>
          <strong>딜러가 감가 요청을 철회했습니다</strong>
          {claim.withdrawnAt ? `${dateTime(claim.withdrawnAt)} 철회 · ` : ''}딜러는 낙찰가로 거래를 완료할 수
          있습니다.
        </p>
      ) : null}

      <div className={styles.summary}>
        <AdminPanel title="금액">
          <DetailList
            items={[
              { label: '낙찰가', value: won(claim.winningPrice) },
              { label: '요청 감가 합계', value: <strong>{won(claim.total)}</strong> },
              { label: '딜러 제안 가격', value: won(claim.proposedPrice) },
              { label: '감가 요청', value: dateTime(claim.createdAt) },
            ]}
          />
        </AdminPanel>
        <AdminPanel title="당사자">
          <DetailList
            items={[
              {
                label: '딜러',
                value: (
                  <Link to={dealerHref(dealer)} className={styles.link}>
                    {dealer.name} ({dealer.username})
                  </Link>
                ),
              },
              { label: '소속', value: dealer.agencyName },
              {
                label: `최근 ${DISPUTE_WINDOW_DAYS}일 불인정 분쟁`,
                value: (
                  <span className={styles.lost}>
                    {formatNumber(detail.dealerDisputesLost)}건
                    {detail.dealerDisputesLost + 1 >= DISPUTES_LOST_FOR_BAN ? (
                      <Badge tone="warning">불인정 시 입찰 제한</Badge>
                    ) : null}
                  </span>
                ),
              },
              { label: '판매자', value: seller.name || '이름 미입력' },
            ]}
          />
        </AdminPanel>
      </div>

      <div className={styles.words}>
        <section className={styles.word} aria-labelledby="dispute-seller-words">
          <h3 id="dispute-seller-words" className={styles.wordTitle}>
            판매자 거절 사유
          </h3>
          <p className={styles.wordText}>
            {dispute.openedBy === 'TIMEOUT'
              ? '판매자가 답변 기한까지 답하지 않아 분쟁이 되었습니다.'
              : claim.sellerReason || '-'}
          </p>
        </section>
        <section className={styles.word} aria-labelledby="dispute-dealer-words">
          <h3 id="dispute-dealer-words" className={styles.wordTitle}>
            딜러 메모
          </h3>
          <p className={styles.wordText}>{claim.memo || '-'}</p>
        </section>
      </div>

      <div className={styles.compare}>
        <AdminPanel title={`감가 요청 ${claim.items.length}건 · 합계 ${won(claim.total)}`}>
          <ClaimItems items={claim.items} />
        </AdminPanel>
        <AdminPanel className={styles.listing}>
          <PhotoGallery photos={listingPhotos(listing.images)} />
          <ConditionSheet
            vehicleType={listing.vehicleType}
            report={listing.conditionReport}
            titleId="dispute-sheet-title"
            title="등록 점검표 (낙찰 당시)"
            highlight={items}
          />
        </AdminPanel>
      </div>

      <DealHistory detail={detail} />

      {isDeciding ? (
        <DecideDialog detail={detail} onClose={() => setIsDeciding(false)} onDecided={onDecided} />
      ) : null}
    </div>
  );
}

function Decision({ detail }: { detail: Detail }) {
  const { dispute, claim } = detail;
  const amount = dispute.amount ?? 0;
  return (
    <AdminPanel title="판정 결과" className={styles.decision}>
      <DetailList
        items={[
          { label: '판정', value: <strong>{dispute.outcomeLabel}</strong> },
          { label: '인정 감가', value: won(amount) },
          { label: '거래 가격', value: <strong>{won(claim.winningPrice - amount)}</strong> },
          { label: '판정 시각', value: dateTime(dispute.decidedAt) },
        ]}
      />
      <p className={styles.reason}>
        <strong>판정 사유</strong>
        {dispute.reason || '-'}
      </p>
    </AdminPanel>
  );
}

/** The deal's steps with the claim's, read from the auction's record (its live deal, else its last). */
function DealHistory({ detail }: { detail: Detail }) {
  const auction = useAdminAuction(detail.listing.auctionId);
  const record =
    auction.data?.deals.find((deal) => deal.isLive && deal.dealer.id === detail.dealer.id) ??
    auction.data?.deals.find((deal) => deal.dealer.id === detail.dealer.id) ??
    null;
  const events = disputeHistory(
    detail,
    record && auction.data ? { record, auctionStatus: auction.data.status } : null,
  );
  return (
    <AdminPanel
      title="거래 경과"
      actions={
        <ButtonLink to={dealHref(detail.listing.auctionId, record?.id)} variant="ghost" size="sm">
          거래 화면에서 보기
        </ButtonLink>
      }
    >
      {auction.isError ? (
        <p className={styles.muted}>거래 단계를 불러오지 못했습니다. 감가 요청 경과만 표시합니다.</p>
      ) : null}
      <Timeline events={events} />
    </AdminPanel>
  );
}
