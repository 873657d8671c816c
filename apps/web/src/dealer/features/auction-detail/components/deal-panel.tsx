// The winner's deal panel (docs/spec.md §2 "The panel content by status"): confirm the quote, pay the fee
// and check the deposit, fix the trade date with the seller, complete or cancel; then the closed deal.
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  AUCTION_STATUS_LABELS,
  COMPLETION_DEADLINE_SENTENCE,
  DEAL_MESSAGES,
  RULE_SENTENCES,
  digitsOnly,
  feeForPrice,
  formatDotDate,
  formatDotDateTime,
  formatPhone,
  formatShortDateTime,
  formatWon,
  kstParts,
  type AuctionStatus,
  type DealDetail,
  type FeeVirtualAccount,
  type DealPanelState,
} from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { Countdown } from '@/components/ui/countdown';
import type { AuctionDetailView } from '@/lib/auction-detail-query';
import type { AuctionTarget } from '@/lib/auction-target';
import { ClaimStatus } from '@/dealer/components/claim-status/claim-status';
import { TransferCard } from '@/dealer/components/title-transfer/transfer-card';
import { claimPath } from '@/dealer/lib/deal-paths';
import { useCheckDeposit } from '../api/check-deposit';
import { useConfirmBidding } from '../api/confirm-bidding';
import { useReserveDeal } from '../api/reserve-deal';
import { completePath, dayLabel, dealButtons, reservedAtValue, seoulToday } from '../lib/deal-steps';
import { ReservationCalendar } from './reservation-calendar';
import panelStyles from './bidding-panel.module.css';
import styles from './deal-panel.module.css';
import { cn } from '@/lib/cn';
import { askConfirm } from '@/components/ui/app-dialog';

const STEPS = ['낙찰 확정', '수수료 입금', '거래일 확정', '거래 완료'] as const;
const STEP_OF: Record<DealPanelState, number> = {
  DEALER_CONFIRM: 0,
  DEALER_DEPOSIT: 1,
  RESERVATION: 2,
  RESERVATION_COMPLETE: 3,
  COMPLETE: 4,
  CANCELED: -1,
};

export const CLAIM_BUTTON_LABEL = '감가 요청';
const CLAIM_NOTE =
  '차량 상태가 점검표와 다르면 항목별 현장 사진과 함께 감가를 요청할 수 있습니다. 가격은 판매자가 동의하거나 운영자가 판정해야 바뀝니다.';

export const DEAL_TITLES: Record<DealPanelState, string> = {
  DEALER_CONFIRM: '낙찰되었습니다',
  DEALER_DEPOSIT: '수수료를 입금해주세요',
  RESERVATION: '거래 날짜를 정해주세요',
  RESERVATION_COMPLETE: '거래 날짜가 확정되었습니다',
  COMPLETE: '거래가 완료되었습니다',
  CANCELED: '거래가 취소되었습니다',
};

function confirmBiddingText(price: number, fee: number): string {
  return RULE_SENTENCES.confirmQuestion(formatWon(price), formatWon(fee));
}

/** The transfer must carry this deal's code: the depositor label is the dealer's name and the code. */
export function depositorRuleText(depositorName: string): string {
  return `입금자명을 반드시 '${depositorName}'(으)로 바꿔 입금해주세요. 입금 코드가 없으면 입금이 자동으로 확인되지 않습니다.`;
}

/** "2025.03.02 (일)" on the Seoul calendar. */
function tradeDateText(date: string | Date | null): string {
  if (!date) {
    return '-';
  }
  return `${formatDotDate(date)} (${kstParts(date).weekday})`;
}

export type DealPanelProps = {
  detail: AuctionDetailView;
  state: DealPanelState;
  target: AuctionTarget;
  banned: boolean;
  onCancelDeal: () => void;
  onCountdownEnd: () => void;
};

export function DealPanel(props: DealPanelProps) {
  const { detail, state } = props;
  const step = STEP_OF[state];
  return (
    <div className={styles.deal}>
      <div className={styles.head}>
        <span className={cn(styles.status, state === 'CANCELED' && styles.statusCanceled)}>
          {AUCTION_STATUS_LABELS[detail.status]}
        </span>
        <strong className={styles.title}>{DEAL_TITLES[state]}</strong>
      </div>
      {step >= 0 ? (
        <ol className={styles.steps} aria-label="거래 진행 단계">
          {STEPS.map((label, index) => (
            <li
              key={label}
              className={cn(
                styles.step,
                index < step && styles.stepDone,
                index === step && styles.stepCurrent,
              )}
              aria-current={index === step ? 'step' : undefined}
            >
              {label}
            </li>
          ))}
        </ol>
      ) : null}
      {detail.deal ? (
        <StepContent {...props} deal={detail.deal} />
      ) : (
        <p className={styles.note}>거래 정보를 불러오지 못했습니다.</p>
      )}
    </div>
  );
}

function StepContent(props: DealPanelProps & { deal: DealDetail }) {
  switch (props.state) {
    case 'DEALER_CONFIRM':
      return <ConfirmStep {...props} />;
    case 'DEALER_DEPOSIT':
      return <DepositStep {...props} />;
    case 'RESERVATION':
      return <ReservationStep {...props} />;
    case 'RESERVATION_COMPLETE':
      return <ReservedStep {...props} />;
    case 'COMPLETE':
      return (
        <CompletedDeal
          detail={props.detail}
          deal={props.deal}
          status={props.detail.status}
          target={props.target}
        />
      );
    case 'CANCELED':
      return <CanceledDeal deal={props.deal} />;
  }
}

type StepProps = DealPanelProps & { deal: DealDetail };

function Rows({ rows }: { rows: [string, ReactNode, 'price'?][] }) {
  return (
    <dl className={styles.rows}>
      {rows.map(([term, value, tone]) => (
        <div key={term} className={styles.row}>
          <dt>{term}</dt>
          <dd className={tone === 'price' ? styles.price : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The cancel button every open step ends with, with its penalty line. */
function CancelButton({ state, onCancelDeal }: { state: DealPanelState; onCancelDeal: () => void }) {
  if (!dealButtons(state).includes('cancel')) {
    return null;
  }
  return (
    <div className={styles.cancel}>
      <Button variant="outline" block onClick={onCancelDeal}>
        거래 취소
      </Button>
      <p className={styles.cancelNote}>{RULE_SENTENCES.dealCancelNote}</p>
    </div>
  );
}

function ConfirmStep({ deal, target, banned, state, onCancelDeal }: StepProps) {
  const action = useConfirmBidding(target);
  const fee = deal.fee ?? feeForPrice(deal.winningPrice);
  const confirm = () =>
    void action.run(undefined, { ask: () => askConfirm(confirmBiddingText(deal.winningPrice, fee)) });
  return (
    <>
      <p className={styles.lead}>내 입찰이 낙찰되었습니다. 낙찰가를 확인하고 낙찰을 확정해주세요.</p>
      <Rows
        rows={[
          ['내 입찰가(낙찰가)', formatWon(deal.winningPrice), 'price'],
          ['수수료 (VAT 포함)', formatWon(fee)],
        ]}
      />
      <p className={styles.note}>{RULE_SENTENCES.confirmStepNote}</p>
      {banned ? <p className={styles.warning}>입찰 제한 기간에는 낙찰을 확정할 수 없습니다.</p> : null}
      <Button
        size="lg"
        block
        onClick={confirm}
        disabled={banned}
        isBusy={action.isPending}
        busyLabel="확정 중..."
      >
        낙찰 확정
      </Button>
      <CancelButton state={state} onCancelDeal={onCancelDeal} />
      <Link to="/fee" className={styles.link}>
        수수료 안내 <span aria-hidden="true">›</span>
      </Link>
    </>
  );
}

/** The deal's own virtual account (docs/domain.md "Fee virtual accounts"): no code, no depositor name. */
function OwnAccountRows({ account }: { account: FeeVirtualAccount }) {
  return (
    <>
      <Rows
        rows={[
          ['입금할 수수료', formatWon(account.amount), 'price'],
          ['은행', account.bankName],
          ['계좌번호', <strong className={styles.accountNumber}>{account.accountNumber}</strong>],
          ['예금주', account.accountHolder],
          ['입금기한', formatShortDateTime(account.dueAt)],
        ]}
      />
      <p className={styles.note}>
        이 거래만의 전용 계좌입니다. 입금 코드나 입금자명은 필요 없으며, 수수료를 정확히 입금하면 자동으로
        확인됩니다.
      </p>
      <ul className={styles.notes}>
        <li>{RULE_SENTENCES.depositStepNote}</li>
        <li>
          금액이 다르면 자동으로 확인되지 않습니다. 입금 후 &lsquo;입금 확인&rsquo;으로 직접 확인할 수도
          있습니다.
        </li>
      </ul>
    </>
  );
}

/** The shared fee account with this deal's code in the depositor name. */
function SharedAccountRows({ fee, transfer }: { fee: number; transfer: DealDetail['transfer'] }) {
  return (
    <>
      <Rows
        rows={[
          ['입금할 수수료', formatWon(fee), 'price'],
          ['은행', transfer?.bankName ?? '-'],
          ['계좌번호', transfer?.accountNumber ?? '-'],
          ['예금주', transfer?.accountHolder ?? '-'],
          [
            '입금 코드',
            transfer ? <strong className={styles.reference}>{transfer.depositReference}</strong> : '-',
          ],
          ['입금자명', transfer?.depositorName ?? '-'],
        ]}
      />
      {transfer ? <p className={styles.warning}>{depositorRuleText(transfer.depositorName)}</p> : null}
      <ul className={styles.notes}>
        <li>{RULE_SENTENCES.depositStepNote}</li>
        <li>
          입금 코드가 있는 입금은 확인되는 대로 자동으로 다음 단계로 넘어갑니다. 확인까지 1~5분 정도 걸리며,
          &lsquo;입금 확인&rsquo;으로 직접 확인할 수도 있습니다.
        </li>
      </ul>
    </>
  );
}

function DepositStep({ detail, deal, target, state, onCancelDeal, onCountdownEnd }: StepProps) {
  const action = useCheckDeposit(target);
  const fee = deal.fee ?? detail.fee ?? feeForPrice(deal.winningPrice);
  const transfer = deal.transfer;
  return (
    <>
      {deal.depositDeadline ? (
        <div className={panelStyles.countdownBox}>
          <span className={panelStyles.countdownLabel}>입금 마감까지</span>
          <Countdown
            endDate={deal.depositDeadline}
            offsetMs={detail.clockOffsetMs}
            onEnd={onCountdownEnd}
            className={panelStyles.countdown}
          />
          <span className={panelStyles.countdownLabel}>{formatShortDateTime(deal.depositDeadline)}까지</span>
        </div>
      ) : null}
      {transfer?.virtualAccount ? (
        <OwnAccountRows account={transfer.virtualAccount} />
      ) : (
        <SharedAccountRows fee={fee} transfer={transfer} />
      )}
      <Button
        size="lg"
        block
        onClick={() => void action.run()}
        isBusy={action.isPending}
        busyLabel="확인 중..."
      >
        입금 확인
      </Button>
      <CancelButton state={state} onCancelDeal={onCancelDeal} />
    </>
  );
}

function SellerRows({ detail, extra = [] }: { detail: AuctionDetailView; extra?: [string, ReactNode][] }) {
  const seller = detail.user;
  return (
    <Rows
      rows={[
        ['판매자', seller?.name || '-'],
        [
          '연락처',
          // The seller's relay number (안심번호), never the real one (docs/domain.md "Contact relay").
          seller?.phone ? (
            <>
              <a href={`tel:${digitsOnly(seller.phone)}`} className={styles.tel}>
                {formatPhone(seller.phone)}
              </a>{' '}
              <span className={styles.relayTag}>안심번호</span>
            </>
          ) : (
            seller?.phoneNote || '-'
          ),
        ],
        ...extra,
      ]}
    />
  );
}

function ReservationStep({ detail, target, state, onCancelDeal }: StepProps) {
  const action = useReserveDeal(target);
  // Today on the server's clock, read once when the step opens (the calendar does not move under the dealer).
  const [today] = useState(() => seoulToday(Date.now() + detail.clockOffsetMs));
  const [day, setDay] = useState<Date>(today);
  const submit = () =>
    void action.run(
      { reservedAt: reservedAtValue(day) },
      { ask: () => askConfirm(DEAL_MESSAGES.reservationConfirm) },
    );
  return (
    <>
      <SellerRows detail={detail} />
      <p className={styles.note}>
        판매자와 먼저 통화하여 거래 날짜를 정한 뒤, 아래 달력에서 날짜를 선택해주세요.
      </p>
      <ReservationCalendar today={today} selected={day} onSelect={setDay} />
      <p className={styles.selected}>
        선택한 날짜 <strong>{dayLabel(day)}</strong>
      </p>
      <Button size="lg" block onClick={submit} isBusy={action.isPending} busyLabel="확정 중...">
        거래 날짜 확정
      </Button>
      <CancelButton state={state} onCancelDeal={onCancelDeal} />
    </>
  );
}

/** The handover: the seller and the date, the price claim's status or the way to one, complete or cancel. */
function ReservedStep({ detail, deal, target, state, onCancelDeal }: StepProps) {
  const navigate = useNavigate();
  const extra: [string, ReactNode][] = [['거래 날짜', tradeDateText(deal.reservedAt ?? detail.reservedAt)]];
  if (deal.agreedPrice !== null) {
    extra.push(['합의 가격', <span className={styles.agreed}>{formatWon(deal.agreedPrice)}</span>]);
  }
  // A claim may be sent while none waits or settled the price (docs/domain.md "Handover").
  const canClaim = deal.claimStatus === null || deal.claimStatus === 'WITHDRAWN';
  return (
    <>
      <SellerRows detail={detail} extra={extra} />
      {deal.claimStatus ? (
        <ClaimStatus
          target={target}
          claimStatus={deal.claimStatus}
          winningPrice={deal.winningPrice}
          agreedPrice={deal.agreedPrice}
        />
      ) : null}
      <p className={styles.note}>
        거래를 마치면 &lsquo;거래 완료&rsquo;를 눌러 최종 거래 금액과 검수 사진을 등록해주세요.{' '}
        {COMPLETION_DEADLINE_SENTENCE}
      </p>
      <Button size="lg" block onClick={() => void navigate(completePath(target))}>
        거래 완료
      </Button>
      {canClaim ? (
        <div className={styles.cancel}>
          <Button variant="outline" block onClick={() => void navigate(claimPath(target))}>
            {CLAIM_BUTTON_LABEL}
          </Button>
          <p className={styles.cancelNote}>{CLAIM_NOTE}</p>
        </div>
      ) : null}
      <CancelButton state={state} onCancelDeal={onCancelDeal} />
    </>
  );
}

function CompletedDeal({
  detail,
  deal,
  status,
  target,
}: {
  detail: AuctionDetailView;
  deal: DealDetail;
  status: AuctionStatus;
  target: AuctionTarget;
}) {
  const finalPrice = deal.finalPrice ?? deal.winningPrice;
  const rows: [string, ReactNode, 'price'?][] = [
    ['최종 거래 금액', formatWon(finalPrice), 'price'],
    ['낙찰가', formatWon(deal.winningPrice)],
  ];
  if (deal.priceChangeReason) {
    rows.push(['가격 변경 사유', deal.priceChangeReason]);
  }
  rows.push(['거래 완료일', formatDotDateTime(deal.completedAt) || '-']);
  return (
    <>
      <Rows rows={rows} />
      {/* The seller's relay number until 7 days after the transfer is confirmed, then the note (docs/domain.md "Contact relay"). */}
      {detail.user ? <SellerRows detail={detail} /> : null}
      <section className={styles.inspection} aria-label="검수 결과">
        <strong className={styles.subTitle}>검수 결과</strong>
        <p className={styles.inspectionText}>{deal.inspectionResult || '등록된 검수 내용이 없습니다.'}</p>
        {deal.inspectionImages.length > 0 ? (
          <ul className={styles.photos}>
            {deal.inspectionImages.map((url, index) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noopener noreferrer">
                  <img src={url} alt={`검수 사진 ${index + 1}`} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      {deal.titleTransfer ? (
        <TransferCard status={status} transfer={deal.titleTransfer} target={target} />
      ) : null}
    </>
  );
}

function CanceledDeal({ deal }: { deal: DealDetail }) {
  return (
    <Rows
      rows={[
        ['낙찰가', formatWon(deal.winningPrice)],
        ['취소 사유', deal.cancelReason || '-'],
        ['취소 일시', formatDotDateTime(deal.canceledAt) || '-'],
      ]}
    />
  );
}
