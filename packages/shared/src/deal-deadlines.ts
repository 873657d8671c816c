// The deadlines of the deal steps that wait on the dealer (docs/domain.md "Auction lifecycle", "Penalties"),
// for the server's clocks and notices and the web alike; the sentences that state them are in rule-sentences.ts.
import { LATE_COMPLETION_HOURS, NO_PROGRESS_HOURS } from './constants';
import type { AuctionStatus } from './enums';
import { HOUR_MS } from './kst';

/**
 * The completion's late mark: the end of the trade date (its 00:00 Asia/Seoul + 24 h) plus
 * LATE_COMPLETION_HOURS, i.e. the next day's 02:00 in Seoul. Completing after it brings the 14-day ban.
 */
export function lateCompletionAt(reservedAt: Date): Date {
  return new Date(reservedAt.getTime() + (24 + LATE_COMPLETION_HOURS) * HOUR_MS);
}

/** The steps that wait on the dealer, each with its deadline. */
export const DEALER_TASK_STATUSES = [
  'DEALER_CONFIRM',
  'DEALER_DEPOSIT',
  'RESERVATION',
  'RESERVATION_COMPLETE',
] as const satisfies readonly AuctionStatus[];
export type DealerTaskStatus = (typeof DEALER_TASK_STATUSES)[number];

/**
 * When the step the deal waits in stops waiting for the dealer: confirmation and the trade date 48 hours
 * after the step began (then cancelled with the 14-day ban), the fee at its deposit deadline, completion at
 * the late mark (the 14-day ban) and, once that passed, 48 hours later (cancelled as no progress). Null for a
 * step that is not the dealer's or lacks its dates.
 */
export function dealerStepDeadline(
  deal: {
    status: AuctionStatus;
    statusChangedAt: Date;
    depositDeadline: Date | null;
    reservedAt: Date | null;
  },
  now: Date,
): Date | null {
  if (deal.status === 'DEALER_CONFIRM' || deal.status === 'RESERVATION') {
    return new Date(deal.statusChangedAt.getTime() + NO_PROGRESS_HOURS * HOUR_MS);
  }
  if (deal.status === 'DEALER_DEPOSIT') {
    return deal.depositDeadline;
  }
  if (deal.status !== 'RESERVATION_COMPLETE' || !deal.reservedAt) {
    return null;
  }
  const late = lateCompletionAt(deal.reservedAt);
  return late > now ? late : new Date(late.getTime() + NO_PROGRESS_HOURS * HOUR_MS);
}
