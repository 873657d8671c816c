// "감가 요청" at the top of the deal (docs/domain.md "Handover"): the winner's claim that the vehicle differs
// from the listing's sheet, item by item — what the listing said beside what the dealer found, the amount,
// the guide's range and the reason when outside it, the handover photos (tap to open large) — with the
// winning price, the total and the proposed price. While it waits for the seller (OPEN): the answer time
// with a countdown, "동의하기" behind a confirmation that states the new price, "거절하기" with a reason.
// Then what became of it: the operator deciding, the decision, the agreed price, the withdrawal. Older claims
// of the deal fold away under the newest.
import { useState } from 'react';
import {
  DISPUTE_OPENER_LABELS,
  DISPUTE_OUTCOME_LABELS,
  PRICE_CLAIM_MESSAGES,
  PRICE_CLAIM_STATUS_LABELS,
  formatDotDateTime,
  formatKoreanWon,
  formatWon,
  type PriceClaim,
  type PriceClaimItem,
  type PriceClaimStatus,
  formatNumber,
} from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Countdown } from '@/components/ui/countdown';
import { cn } from '@/lib/cn';
import { useAcceptPriceClaim } from '../../api/answer-price-claim';
import { ClaimRejectDialog } from './claim-reject-dialog';
import { PhotoViewer, type ViewedPhoto } from './photo-viewer';
import styles from './price-claim-card.module.css';

type PriceClaimCardProps = {
  auctionId: number;
  /** The deal's claims, newest first. */
  claims: PriceClaim[];
  offsetMs: number;
  onCountdownEnd: () => void;
};

/** The card's edge and the status pill follow the claim: the seller's move, an operator's, settled, gone. */
const TONES: Record<PriceClaimStatus, { card?: string; pill?: string }> = {
  OPEN: { card: styles.toneOpen, pill: styles.pillOpen },
  DISPUTED: { card: styles.toneWait, pill: styles.pillWait },
  DECIDED: { card: styles.toneDone, pill: styles.pillDone },
  ACCEPTED: { card: styles.toneDone, pill: styles.pillDone },
  WITHDRAWN: { card: styles.toneOff, pill: styles.pillOff },
};

const LEADS: Record<PriceClaimStatus, string> = {
  OPEN: '딜러가 차량을 확인한 뒤 등록 내용과 다른 점이 있다며 가격 조정을 요청했습니다. 항목마다 사진을 확인하고 답해주세요.',
  DISPUTED: '운영자가 판정 중입니다',
  DECIDED: '운영자가 판정했습니다',
  ACCEPTED: '감가 요청에 동의했습니다',
  WITHDRAWN: '딜러가 요청을 철회했습니다',
};

const wonRange = (range: { min: number; max: number }) =>
  `기준 ${formatNumber(range.min)}~${formatNumber(range.max)}원`;

/** The price the deal completes at after a decision: the winning price less what the operator granted. */
const decidedPrice = (claim: PriceClaim) => claim.winningPrice - (claim.dispute?.amount ?? 0);

function Money({ value }: { value: number }) {
  return (
    <>
      <strong>{formatKoreanWon(value)}</strong> <span className={styles.exact}>({formatWon(value)})</span>
    </>
  );
}

function ClaimItemView({
  item,
  headingLevel,
  onView,
}: {
  item: PriceClaimItem;
  headingLevel: 'h4' | 'h5';
  onView: (photo: ViewedPhoto) => void;
}) {
  const Heading = headingLevel;
  return (
    <li className={styles.item} data-item={item.item}>
      <div className={styles.itemHead}>
        <Heading className={styles.itemTitle}>
          <span className={styles.group}>{item.group}</span> {item.label}
        </Heading>
        <span className={styles.amount}>감가 {formatWon(item.amount)}</span>
      </div>
      <div className={styles.compare}>
        <div className={styles.side}>
          <p>
            <span className={styles.sideLabel}>등록 내용:</span> {item.sheet.stateLabel}
            {item.sheet.ok ? null : <span className={styles.flag}> · 확인 필요</span>}
          </p>
          {item.sheet.note ? <p className={styles.note}>{item.sheet.note}</p> : null}
          {item.sheet.photo ? (
            <button
              type="button"
              className={styles.thumb}
              aria-label={`${item.label} 등록 사진 크게 보기`}
              onClick={() => onView({ src: item.sheet.photo, title: `${item.label} · 등록 사진` })}
            >
              <img src={item.sheet.photo} alt="" loading="lazy" />
            </button>
          ) : null}
        </div>
        <div className={cn(styles.side, styles.observed)}>
          <p>
            <span className={styles.sideLabel}>현장 확인:</span> {item.observed}
          </p>
        </div>
      </div>
      {item.guide || item.outsideGuide ? (
        <p className={styles.guide}>
          {item.guide ? wonRange(item.guide) : '감가 기준표에 없는 항목'}
          {item.outsideGuide ? (
            <span className={styles.outside}> · 기준 범위 밖: {item.reason || '-'}</span>
          ) : null}
        </p>
      ) : null}
      {item.photos.length > 0 ? (
        <ul className={styles.photos} aria-label={`${item.label} 현장 사진`}>
          {item.photos.map((photo, index) => (
            <li key={`${photo}-${index}`}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={`${item.label} 현장 사진 ${index + 1} 크게 보기`}
                onClick={() => onView({ src: photo, title: `${item.label} · 현장 사진 ${index + 1}` })}
              >
                <img src={photo} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** What became of a claim that no longer waits for the seller. */
function Outcome({ claim }: { claim: PriceClaim }) {
  switch (claim.status) {
    case 'OPEN':
      return null;
    case 'DISPUTED':
      return (
        <div className={styles.outcome}>
          <p className={styles.outcomeTitle}>{LEADS.DISPUTED}</p>
          {claim.sellerReason ? (
            <p>
              <span className={styles.sideLabel}>내 거절 사유:</span> {claim.sellerReason}
            </p>
          ) : null}
          {claim.dispute ? (
            <p className={styles.muted}>판정 요청: {DISPUTE_OPENER_LABELS[claim.dispute.openedBy]}</p>
          ) : null}
        </div>
      );
    case 'DECIDED': {
      const dispute = claim.dispute;
      return (
        <div className={styles.outcome}>
          <p className={styles.outcomeTitle}>
            판정 결과:{' '}
            {dispute?.outcome ? DISPUTE_OUTCOME_LABELS[dispute.outcome] : (dispute?.outcomeLabel ?? '-')}
          </p>
          <dl className={styles.rows}>
            <div>
              <dt>인정 감가</dt>
              <dd>{formatWon(dispute?.amount ?? 0)}</dd>
            </div>
            <div>
              <dt>거래 가격</dt>
              <dd>
                <Money value={decidedPrice(claim)} />
              </dd>
            </div>
            {dispute?.reason ? (
              <div>
                <dt>판정 사유</dt>
                <dd>{dispute.reason}</dd>
              </div>
            ) : null}
          </dl>
        </div>
      );
    }
    case 'ACCEPTED':
      return (
        <div className={styles.outcome}>
          <p className={styles.outcomeTitle}>
            합의 가격 <Money value={claim.proposedPrice} />
          </p>
        </div>
      );
    case 'WITHDRAWN':
      return (
        <div className={styles.outcome}>
          <p className={styles.outcomeTitle}>{LEADS.WITHDRAWN}</p>
          <p className={styles.muted}>낙찰 금액 그대로 거래합니다.</p>
        </div>
      );
  }
}

/** One claim: what became of it (or what it asks), the prices, the answer time, the memo, the items. */
function ClaimBody({
  claim,
  offsetMs,
  onCountdownEnd,
  isOlder,
  onView,
}: {
  claim: PriceClaim;
  offsetMs: number;
  onCountdownEnd: () => void;
  isOlder: boolean;
  onView: (photo: ViewedPhoto) => void;
}) {
  const ItemsHeading = isOlder ? 'h4' : 'h3';
  return (
    <>
      {claim.status === 'OPEN' ? <p className={styles.lead}>{LEADS.OPEN}</p> : <Outcome claim={claim} />}
      <dl className={styles.rows}>
        <div>
          <dt>낙찰 금액</dt>
          <dd>
            <Money value={claim.winningPrice} />
          </dd>
        </div>
        <div>
          <dt>감가 합계</dt>
          <dd className={styles.cut}>− {formatWon(claim.total)}</dd>
        </div>
        <div>
          <dt>제안 가격</dt>
          <dd>
            <Money value={claim.proposedPrice} />
          </dd>
        </div>
        {claim.status === 'OPEN' ? (
          <div>
            <dt>답변 기한</dt>
            <dd>
              {formatDotDateTime(claim.answerBy)} (남은 시간{' '}
              <Countdown endDate={claim.answerBy} offsetMs={offsetMs} onEnd={onCountdownEnd} />)
            </dd>
          </div>
        ) : (
          <div>
            <dt>요청 시각</dt>
            <dd>{formatDotDateTime(claim.createdAt)}</dd>
          </div>
        )}
      </dl>
      {claim.status === 'OPEN' ? (
        <p className={styles.muted}>기한 안에 답하지 않으면 운영자가 양쪽 내용을 확인해 판정합니다.</p>
      ) : null}
      {claim.memo ? (
        <p className={styles.memo}>
          <span className={styles.sideLabel}>딜러 메모:</span> {claim.memo}
        </p>
      ) : null}
      <ItemsHeading className={styles.itemsTitle}>감가 항목 {claim.items.length}개</ItemsHeading>
      <ol className={styles.items}>
        {claim.items.map((item) => (
          <ClaimItemView key={item.item} item={item} headingLevel={isOlder ? 'h5' : 'h4'} onView={onView} />
        ))}
      </ol>
    </>
  );
}

export function PriceClaimCard({ auctionId, claims, offsetMs, onCountdownEnd }: PriceClaimCardProps) {
  const [answer, setAnswer] = useState<'accept' | 'reject' | null>(null);
  const [viewed, setViewed] = useState<ViewedPhoto | null>(null);
  const accept = useAcceptPriceClaim(auctionId);
  const [claim, ...older] = claims;
  if (!claim) {
    return null;
  }
  return (
    <section className={cn(styles.card, TONES[claim.status].card)} aria-labelledby="seller-claim-title">
      <header className={styles.head}>
        <h2 id="seller-claim-title" className={styles.title}>
          감가 요청
        </h2>
        <span className={TONES[claim.status].pill}>{PRICE_CLAIM_STATUS_LABELS[claim.status]}</span>
      </header>
      <ClaimBody
        claim={claim}
        offsetMs={offsetMs}
        onCountdownEnd={onCountdownEnd}
        isOlder={false}
        onView={setViewed}
      />
      {claim.status === 'OPEN' ? (
        <div className={styles.actions}>
          <Button variant="outline" size="lg" onClick={() => setAnswer('reject')}>
            거절하기
          </Button>
          <Button size="lg" onClick={() => setAnswer('accept')}>
            동의하기
          </Button>
        </div>
      ) : null}
      {older.length > 0 ? (
        <details className={styles.older}>
          <summary>이전 감가 요청 {older.length}건</summary>
          {older.map((previous) => (
            <section
              key={previous.id}
              className={styles.olderClaim}
              aria-labelledby={`seller-claim-${previous.id}`}
            >
              <h3 id={`seller-claim-${previous.id}`} className={styles.olderTitle}>
                {formatDotDateTime(previous.createdAt)} 요청 · {PRICE_CLAIM_STATUS_LABELS[previous.status]}
              </h3>
              <ClaimBody
                claim={previous}
                offsetMs={offsetMs}
                onCountdownEnd={onCountdownEnd}
                isOlder
                onView={setViewed}
              />
            </section>
          ))}
        </details>
      ) : null}

      {answer === 'accept' ? (
        <ConfirmDialog
          title="감가 요청에 동의할까요?"
          confirmLabel="동의하기"
          isPending={accept.isPending}
          onConfirm={() => accept.mutateAsync(claim.id)}
          doneMessage={PRICE_CLAIM_MESSAGES.accepted}
          onClose={() => setAnswer(null)}
        >
          <p>
            낙찰 금액 {formatWon(claim.winningPrice)}에서 {formatWon(claim.total)}을 뺀 금액입니다.
          </p>
          <p className={styles.confirmPrice}>
            합의 가격 {formatWon(claim.proposedPrice)}으로 거래합니다. 동의하시겠습니까?
          </p>
        </ConfirmDialog>
      ) : null}
      {answer === 'reject' ? (
        <ClaimRejectDialog auctionId={auctionId} claimId={claim.id} onClose={() => setAnswer(null)} />
      ) : null}
      {viewed ? <PhotoViewer photo={viewed} onClose={() => setViewed(null)} /> : null}
    </section>
  );
}
