// A dispute's state as a badge: 판정 대기 (amber) while it waits, the outcome once decided, 딜러 철회 (grey).
import type { DisputeOutcome, DisputeStatus } from '@autobid/shared';
import { Badge, type BadgeTone } from '../../../components/badge';

const OUTCOME_TONES: Record<DisputeOutcome, BadgeTone> = {
  UPHELD: 'success',
  PARTIAL: 'info',
  REJECTED: 'danger',
};

type DisputeState = {
  status: DisputeStatus;
  statusLabel: string;
  outcome: DisputeOutcome | null;
  outcomeLabel: string;
};

export function DisputeBadge({ dispute }: { dispute: DisputeState }) {
  if (dispute.status === 'DECIDED' && dispute.outcome) {
    return <Badge tone={OUTCOME_TONES[dispute.outcome]}>{dispute.outcomeLabel}</Badge>;
  }
  return <Badge tone={dispute.status === 'OPEN' ? 'warning' : 'neutral'}>{dispute.statusLabel}</Badge>;
}
