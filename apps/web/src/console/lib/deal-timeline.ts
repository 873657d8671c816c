// A deal's steps as the timeline the console draws (docs/domain.md "Auction lifecycle"): each reached step
// with its time and a line of detail, in the order they happened; the next step still awaited, with its
// deadline, when the deal is in force.
import {
  AUCTION_STATUS_LABELS,
  DEAL_CANCELED_BY_LABELS,
  formatDotDate,
  formatDotDateTime,
  formatWon,
  type AdminDealRecord,
  type AuctionStatus,
} from '@autobid/shared';

export type TimelineEvent = {
  key: string;
  label: string;
  /** ISO time; null for the step still awaited. */
  at: string | null;
  detail: string;
  tone: 'done' | 'canceled' | 'waiting' | 'refund';
};

/** What the deal in force waits for at this auction status, with its deadline when it has one. */
function awaited(deal: AdminDealRecord, status: AuctionStatus): TimelineEvent | null {
  const waiting = (label: string, detail = ''): TimelineEvent => ({
    key: 'next',
    label,
    at: null,
    detail,
    tone: 'waiting',
  });
  if (status === 'DEALER_CONFIRM') {
    return waiting('딜러 낙찰 확정 대기');
  }
  if (status === 'DEALER_DEPOSIT') {
    return waiting(
      '수수료 입금 대기',
      deal.depositDeadline ? `입금 기한 ${formatDotDateTime(deal.depositDeadline)}` : '',
    );
  }
  if (status === 'RESERVATION') {
    return waiting('거래일 입력 대기');
  }
  return status === 'RESERVATION_COMPLETE' ? waiting('거래 완료 입력 대기') : null;
}

export function dealTimeline(deal: AdminDealRecord, auctionStatus: AuctionStatus): TimelineEvent[] {
  const steps: (TimelineEvent | null)[] = [
    {
      key: 'selected',
      label: '낙찰자 선택',
      at: deal.selectedAt,
      detail: `낙찰가 ${formatWon(deal.price)}`,
      tone: 'done',
    },
    deal.confirmedAt
      ? {
          key: 'confirmed',
          label: '딜러 낙찰 확정',
          at: deal.confirmedAt,
          detail: deal.fee === null ? '' : `수수료 ${formatWon(deal.fee)}`,
          tone: 'done',
        }
      : null,
    deal.feePaidAt
      ? { key: 'fee', label: '수수료 입금 확인', at: deal.feePaidAt, detail: '', tone: 'done' }
      : null,
    deal.reservationEnteredAt
      ? {
          key: 'reserved',
          label: '거래일 확정',
          at: deal.reservationEnteredAt,
          detail: deal.reservedAt ? `거래일 ${formatDotDate(deal.reservedAt)}` : '',
          tone: 'done',
        }
      : null,
    deal.completedAt
      ? {
          key: 'completed',
          label: '거래 완료',
          at: deal.completedAt,
          detail: [
            deal.finalPrice === null ? '' : `최종 거래가 ${formatWon(deal.finalPrice)}`,
            deal.completedEarly ? '거래일 전 완료(딜러 확인)' : '',
          ]
            .filter(Boolean)
            .join(' · '),
          tone: 'done',
        }
      : null,
    ...deal.transfers.map((change, index) => ({
      key: `transfer-${index}`,
      label: AUCTION_STATUS_LABELS[change.status],
      at: change.at,
      detail: [change.reason, `처리 ${change.actor}`].filter(Boolean).join(' · '),
      tone: 'done' as const,
    })),
    deal.canceledAt
      ? {
          key: 'canceled',
          label: `거래 취소 (${deal.canceledBy ? DEAL_CANCELED_BY_LABELS[deal.canceledBy] : '알 수 없음'})`,
          at: deal.canceledAt,
          detail: deal.cancelReason,
          tone: 'canceled',
        }
      : null,
    deal.feeRefundedAt
      ? { key: 'refund', label: '수수료 환불', at: deal.feeRefundedAt, detail: '', tone: 'refund' }
      : null,
  ];
  const reached = steps
    .filter((step): step is TimelineEvent => step !== null)
    .sort((a, b) => (a.at ?? '').localeCompare(b.at ?? ''));
  const next = deal.isLive ? awaited(deal, auctionStatus) : null;
  return next ? [...reached, next] : reached;
}
