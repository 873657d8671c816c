// A dispute's deal as one history (docs/domain.md "Handover"): the deal's steps (selection, fee, trade date)
// with the claim's (sent, disputed, withdrawn, decided) in the order they happened, then what is awaited:
// the operator's decision while the dispute is open, else the deal's next step.
import {
  DISPUTE_OPENER_LABELS,
  formatWon,
  type AdminDealRecord,
  type AuctionStatus,
  type DisputeDetail,
} from '@autobid/shared';
import { dealTimeline, type TimelineEvent } from '../../../lib/deal-timeline';

function claimSteps({ claim, dispute }: Pick<DisputeDetail, 'claim' | 'dispute'>): TimelineEvent[] {
  const steps: (TimelineEvent | null)[] = [
    {
      key: 'claim',
      label: '딜러 감가 요청',
      at: claim.createdAt,
      detail: `${claim.items.length}개 항목 · 합계 ${formatWon(claim.total)} (제안 가격 ${formatWon(claim.proposedPrice)})`,
      tone: 'done',
    },
    {
      key: 'dispute',
      label: `분쟁 접수 (${DISPUTE_OPENER_LABELS[dispute.openedBy]})`,
      at: dispute.openedAt,
      detail: dispute.openedBy === 'SELLER' ? claim.sellerReason : '',
      tone: 'done',
    },
    claim.withdrawnAt
      ? {
          key: 'withdrawn',
          label: '딜러가 감가 요청 철회',
          at: claim.withdrawnAt,
          detail: '',
          tone: 'canceled',
        }
      : null,
    dispute.decidedAt
      ? {
          key: 'decided',
          label: `운영자 판정: ${dispute.outcomeLabel}`,
          at: dispute.decidedAt,
          detail: `인정 감가 ${formatWon(dispute.amount ?? 0)} · 거래 가격 ${formatWon(claim.winningPrice - (dispute.amount ?? 0))}`,
          tone: 'done',
        }
      : null,
  ];
  return steps.filter((step): step is TimelineEvent => step !== null);
}

export function disputeHistory(
  detail: Pick<DisputeDetail, 'claim' | 'dispute'>,
  deal: { record: AdminDealRecord; auctionStatus: AuctionStatus } | null,
): TimelineEvent[] {
  const dealSteps = deal ? dealTimeline(deal.record, deal.auctionStatus) : [];
  const reached = [...dealSteps.filter((step) => step.at !== null), ...claimSteps(detail)].sort((a, b) =>
    (a.at ?? '').localeCompare(b.at ?? ''),
  );
  const next: TimelineEvent | null =
    detail.dispute.status === 'OPEN'
      ? { key: 'next', label: '운영자 판정 대기', at: null, detail: '', tone: 'waiting' }
      : (dealSteps.find((step) => step.at === null) ?? null);
  return next ? [...reached, next] : reached;
}
