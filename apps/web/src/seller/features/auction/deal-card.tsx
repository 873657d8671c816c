// The deal once a bid is chosen (the page's status card says whose move it is): what this step means, the
// price (and the price agreed at the handover, docs/domain.md "Handover"), the dealer (name, agency; phone
// from RESERVATION on), the fee deadline while the dealer pays and the trade date once agreed.
import {
  AUCTION_STATUS_LABELS,
  DEAL_ACTIVE_STATUSES,
  formatDotDate,
  formatDotDateTime,
  formatKoreanWon,
  digitsOnly,
  formatPhone,
  formatWon,
  SELLER_DEAL_END_LABELS,
  type AuctionStatus,
  type SellerDeal,
} from '@autobid/shared';
import { Countdown } from '@/components/ui/countdown';
import styles from './deal-card.module.css';

type DealCardProps = {
  deal: SellerDeal;
  offsetMs: number;
  onCountdownEnd: () => void;
};

/** The tag of a deal that ended: the deal was cancelled, whatever became of the auction. */
const CANCELED_DEAL_LABEL = '거래 취소';

/** What happens in each deal step, for a seller who has not sold a vehicle this way before. */
const EXPLANATIONS: Partial<Record<AuctionStatus, string>> = {
  DEALER_CONFIRM: '딜러가 낙찰을 확인하면 수수료 입금 단계로 넘어갑니다.',
  DEALER_DEPOSIT: '딜러가 기한 안에 수수료를 입금하면 딜러의 연락처가 공개되고 딜러가 연락드립니다.',
  RESERVATION: '딜러가 전화로 거래 날짜를 정하자고 연락드립니다. 먼저 연락하셔도 됩니다.',
  RESERVATION_COMPLETE:
    '약속한 날 차량과 서류를 준비해주세요. 딜러가 현장에서 차량을 확인한 뒤 거래를 마칩니다.',
};

export function DealCard({ deal, offsetMs, onCountdownEnd }: DealCardProps) {
  const explanation = EXPLANATIONS[deal.status];
  const isFinalDifferent = deal.finalPrice !== null && deal.finalPrice !== deal.price;
  return (
    <section className={styles.card} aria-labelledby="seller-deal-title">
      <header className={styles.head}>
        <h2 id="seller-deal-title" className={styles.title}>
          {DEAL_ACTIVE_STATUSES.includes(deal.status) ? '거래 진행' : '거래 정보'}
        </h2>
        <span className={styles.status}>
          {deal.ended ? CANCELED_DEAL_LABEL : AUCTION_STATUS_LABELS[deal.status]}
        </span>
      </header>
      {explanation ? <p className={styles.explanation}>{explanation}</p> : null}
      <dl className={styles.rows}>
        {deal.ended ? (
          <div>
            <dt>취소 사유</dt>
            <dd>{SELLER_DEAL_END_LABELS[deal.ended]}</dd>
          </div>
        ) : null}
        <div>
          <dt>낙찰 금액</dt>
          <dd>
            <strong>{formatKoreanWon(deal.price)}</strong> <span>({formatWon(deal.price)})</span>
          </dd>
        </div>
        {deal.agreedPrice !== null ? (
          <div>
            <dt>합의 가격</dt>
            <dd>
              <strong>{formatKoreanWon(deal.agreedPrice)}</strong>{' '}
              <span>({formatWon(deal.agreedPrice)})</span>
            </dd>
          </div>
        ) : null}
        {isFinalDifferent && deal.finalPrice !== null ? (
          <div>
            <dt>최종 거래 금액</dt>
            <dd>
              <strong>{formatKoreanWon(deal.finalPrice)}</strong> <span>({formatWon(deal.finalPrice)})</span>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>딜러</dt>
          <dd>
            {deal.dealer.name} · {deal.dealer.agencyName}
          </dd>
        </div>
        {/* The dealer's relay number (안심번호), never the real one (docs/domain.md "Contact relay"). */}
        {deal.dealer.phone ? (
          <div>
            <dt>연락처</dt>
            <dd>
              <a className={styles.phone} href={`tel:${digitsOnly(deal.dealer.phone)}`}>
                {formatPhone(deal.dealer.phone)}
              </a>{' '}
              <span className={styles.relayTag}>안심번호</span>
            </dd>
          </div>
        ) : deal.dealer.phoneNote ? (
          <div>
            <dt>연락처</dt>
            <dd>{deal.dealer.phoneNote}</dd>
          </div>
        ) : null}
        {deal.status === 'DEALER_DEPOSIT' && deal.depositDeadline ? (
          <div>
            <dt>수수료 입금 기한</dt>
            <dd>
              {formatDotDateTime(deal.depositDeadline)} (남은 시간{' '}
              <Countdown endDate={deal.depositDeadline} offsetMs={offsetMs} onEnd={onCountdownEnd} />)
            </dd>
          </div>
        ) : null}
        {deal.reservedAt ? (
          <div>
            <dt>거래일</dt>
            <dd>
              <strong>{formatDotDate(deal.reservedAt)}</strong>
            </dd>
          </div>
        ) : null}
        {deal.completedAt ? (
          <div>
            <dt>거래 완료</dt>
            <dd>{formatDotDateTime(deal.completedAt)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
