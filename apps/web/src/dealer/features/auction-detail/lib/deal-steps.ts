// Pure rules of the deal panel: which buttons each deal state shows, which cancellation dialog applies,
// the trade date's "today" on the Seoul calendar and its wire format, and where "거래 완료" leads.
import {
  DEAL_PANEL_STATES,
  kstDateParts,
  type AuctionStatus,
  type DealPanelState,
  type PanelState,
} from '@autobid/shared';
import type { AuctionTarget } from '@/lib/auction-target';

export function isDealPanelState(state: PanelState): state is DealPanelState {
  return (DEAL_PANEL_STATES as readonly string[]).includes(state);
}

type DealButton = 'confirm' | 'checkDeposit' | 'reserve' | 'complete' | 'cancel';

/** The buttons of each step (docs/spec.md §2 "The panel content by status"); closed deals have none. */
export function dealButtons(state: DealPanelState): DealButton[] {
  switch (state) {
    case 'DEALER_CONFIRM':
      return ['confirm', 'cancel'];
    case 'DEALER_DEPOSIT':
      return ['checkDeposit', 'cancel'];
    case 'RESERVATION':
      return ['reserve', 'cancel'];
    case 'RESERVATION_COMPLETE':
      return ['complete', 'cancel'];
    case 'COMPLETE':
    case 'CANCELED':
      return [];
  }
}

/**
 * The two cancellation dialogs: giving the win up before the fee is paid ("낙찰 포기"), and cancelling
 * the trade once the seller's contact was revealed ("거래 취소").
 */
export type DealCancelVariant = 'forfeit' | 'trade';

export function dealCancelVariant(status: AuctionStatus): DealCancelVariant {
  return status === 'DEALER_CONFIRM' || status === 'DEALER_DEPOSIT' ? 'forfeit' : 'trade';
}

/**
 * Today on the Seoul calendar as a local-midnight Date (what the calendar widget works with), whatever
 * the browser's own time zone.
 */
export function seoulToday(now: number | Date = Date.now()): Date {
  const { year, month, day } = kstDateParts(now);
  return new Date(year, month - 1, day);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A calendar day picked in the widget (local midnight) -> `yyyy-MM-ddT00:00:00` (docs/spec.md §5 "Reservation"). */
export function reservedAtValue(day: Date): string {
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T00:00:00`;
}

/** The completion form of this detail: the dealer route by id, the code-link route by code. */
export function completePath(target: AuctionTarget): string {
  return target.kind === 'id'
    ? `/deal/detail/${target.id}/complete`
    : `/alimtalk/auction/complete/${encodeURIComponent(target.code)}`;
}

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** A calendar day picked in the widget -> "2025.03.02 (일)". */
export function dayLabel(day: Date): string {
  return `${day.getFullYear()}.${pad(day.getMonth() + 1)}.${pad(day.getDate())} (${WEEKDAYS[day.getDay()]})`;
}
