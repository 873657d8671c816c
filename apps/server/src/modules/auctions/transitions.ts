// The auction's life as one table (docs/domain.md "Auction lifecycle"): every status change of an auction
// is one of these events, applied by `apply` in lifecycle.ts and nowhere else. docs/domain.md holds the same
// table, written from this one (`transitionTableMarkdown`, checked by apps/server/test/lifecycle.test.ts).
import {
  ADMIN_CANCELABLE_STATUSES,
  DEAL_ACTIVE_STATUSES,
  IDLE_DEAL_STATUSES,
  SELLER_EDITABLE_STATUSES,
  SELLER_WITHDRAWABLE_STATUSES,
  type AuctionStatus,
  type PenaltyKind,
  type PriceClaimStatus,
  type TitleTransferStatus,
} from '@autobid/shared';

/** Who may cause a transition: the three people, the clocks, the bank's deposit notice and the operator CLI. */
export const LIFECYCLE_ACTOR_KINDS = ['dealer', 'seller', 'operator', 'clock', 'bank', 'cli'] as const;
export type LifecycleActorKind = (typeof LIFECYCLE_ACTOR_KINDS)[number];

/** The actor of one call; a dealer or a seller is named so the transition can check what it owns. */
export type LifecycleActor =
  | { kind: 'dealer'; dealerId: number }
  | { kind: 'seller'; sellerId: number }
  | { kind: 'operator'; operatorId: number }
  | { kind: 'clock' }
  | { kind: 'bank' }
  | { kind: 'cli' };

export const CLOCK: LifecycleActor = { kind: 'clock' };
export const BANK: LifecycleActor = { kind: 'bank' };
export const CLI: LifecycleActor = { kind: 'cli' };

/**
 * The actor of an operator's call from its audit actor: a signed-in operator, or the CLI's database
 * backend (CLI_ACTOR, no operator id).
 */
export function operatorActor(actor: { operatorId: number | null }): LifecycleActor {
  return actor.operatorId === null ? CLI : { kind: 'operator', operatorId: actor.operatorId };
}

export type Transition = {
  from: readonly AuctionStatus[];
  to: AuctionStatus;
  actors: readonly LifecycleActorKind[];
  /** What it says in docs/domain.md. */
  summary: string;
  /** The ban it gives the winning dealer (penalty kind), if any. */
  ban?: Exclude<PenaltyKind, 'REPORTS' | 'BID_CANCEL' | 'DISPUTES_LOST'>;
  /** What becomes of a fee already paid. */
  fee?: 'kept for a refund' | 'refunded when the operator accepts the reason';
  /** The Alimtalk templates it writes to the outbox (docs/domain.md "Auction lifecycle"). */
  notices: readonly string[];
  /** Refused (409 OWNER_CONSENT_REQUIRED) without a CONFIRMED owner consent for the listing's plate. */
  needsOwnerConsent?: true;
};

const ANY_DEAL_CANCEL_NOTICES = ['DEAL_CANCELED', 'SELLER_DEAL_CANCELED'];

/**
 * Every status change of an auction. The key is the event a door passes to `apply`; the order is the
 * auction's life.
 */
export const AUCTION_TRANSITIONS = {
  SUBMIT: {
    from: SELLER_EDITABLE_STATUSES,
    to: 'AUDIT',
    actors: ['seller'],
    summary:
      "the seller sends a complete listing with the owner's confirmed consent for its plate to review (the reject reason is cleared)",
    notices: [],
    needsOwnerConsent: true,
  },
  APPROVE: {
    from: ['AUDIT'],
    to: 'APPROVED',
    actors: ['operator'],
    summary:
      "an operator approves a listing with the owner's confirmed consent for its plate; `startAt` = the next 09:00 Asia/Seoul (`auctionOpensAt`)",
    notices: ['LISTING_APPROVED'],
    needsOwnerConsent: true,
  },
  REJECT: {
    from: ['AUDIT'],
    to: 'REJECTED',
    actors: ['operator'],
    summary: 'an operator rejects with the reason the seller reads',
    notices: ['LISTING_REJECTED'],
  },
  OPEN: {
    from: ['APPROVED'],
    to: 'PROGRESS',
    actors: ['clock'],
    summary: 'at `startAt`; `endDate` = start + 48 h',
    notices: ['LISTING_OPENED'],
  },
  CLOSE: {
    from: ['PROGRESS'],
    to: 'TIME_EXPIRED',
    actors: ['clock'],
    summary: 'at `endDate`; `selectExpireAt` = end + 24 h',
    notices: ['LISTING_ENDED', 'LISTING_ENDED_NO_BID'],
  },
  SELECT_BID: {
    from: ['TIME_EXPIRED'],
    to: 'DEALER_CONFIRM',
    actors: ['seller', 'operator', 'cli'],
    summary: 'an active bid of a dealer who may trade is selected before `selectExpireAt`; the deal starts',
    notices: ['DEAL_SELECTED'],
  },
  RELEASE_SELECTION: {
    from: ['DEALER_CONFIRM'],
    to: 'TIME_EXPIRED',
    actors: ['dealer', 'clock'],
    summary:
      'the selected dealer can no longer confirm (banned, suspended): a fresh selection window, the deal kept as history',
    notices: ['DEAL_RELEASED', 'SELLER_DEAL_RELEASED'],
  },
  CONFIRM: {
    from: ['DEALER_CONFIRM'],
    to: 'DEALER_DEPOSIT',
    actors: ['dealer'],
    summary: 'the winner confirms; the fee is fixed and the 60-minute deposit window starts',
    notices: ['DEAL_CONFIRMED', 'SELLER_DEAL_CONFIRMED'],
  },
  PAY_FEE: {
    from: ['DEALER_DEPOSIT'],
    to: 'RESERVATION',
    actors: ['dealer', 'bank', 'operator', 'clock', 'cli'],
    summary:
      'a deposit with the deal reference and the exact fee pays the deal (on arrival, "입금 확인", an operator\'s match, or the clock before it cancels)',
    notices: ['DEAL_DEPOSIT_CONFIRMED', 'SELLER_DEAL_CONTACT'],
  },
  EXPIRE_FEE: {
    from: ['DEALER_DEPOSIT'],
    to: 'DEALER_CANCELED',
    actors: ['dealer', 'clock'],
    summary: 'no matching deposit within 60 minutes (the clock, or "입금 확인" past the deadline)',
    ban: 'DEAL_CANCEL',
    notices: ['DEAL_CANCELED_SYSTEM', 'SELLER_DEAL_CANCELED'],
  },
  RESERVE: {
    from: ['RESERVATION'],
    to: 'RESERVATION_COMPLETE',
    actors: ['dealer'],
    summary: 'the winner enters the trade date (today to 30 days ahead)',
    notices: ['DEAL_RESERVED', 'SELLER_DEAL_RESERVED'],
  },
  COMPLETE: {
    from: ['RESERVATION_COMPLETE'],
    to: 'TRANSACTION',
    actors: ['dealer'],
    summary:
      "the winner completes (final price, inspection, photos); after the late mark with the 14-day ban; the title transfer starts (WAITING, due at the end of the 15th day after the sale's Asia/Seoul date)",
    ban: 'LATE_COMPLETION',
    notices: ['DEAL_COMPLETED', 'SELLER_DEAL_COMPLETED'],
  },
  DEALER_CANCEL: {
    from: DEAL_ACTIVE_STATUSES,
    to: 'DEALER_CANCELED',
    actors: ['dealer'],
    summary: 'the winner cancels with a reason',
    ban: 'DEAL_CANCEL',
    fee: 'refunded when the operator accepts the reason',
    notices: ANY_DEAL_CANCEL_NOTICES,
  },
  NO_PROGRESS: {
    from: [...IDLE_DEAL_STATUSES, 'RESERVATION_COMPLETE'],
    to: 'DEALER_CANCELED',
    actors: ['clock'],
    summary:
      'a dealer-owned step untouched for 48 hours (for RESERVATION_COMPLETE: 48 hours after the late mark)',
    ban: 'NO_PROGRESS',
    notices: ['DEAL_CANCELED_SYSTEM', 'SELLER_DEAL_CANCELED'],
  },
  OFFER_RUNNER_UP: {
    from: ['DEALER_CANCELED'],
    to: 'TIME_EXPIRED',
    actors: ['dealer', 'clock'],
    summary:
      "in the cancellation's transaction, when another dealer who may trade holds an active bid: a fresh selection window (ADR 011)",
    notices: ['SELLER_RUNNER_UP_OFFER'],
  },
  SELLER_WITHDRAW: {
    from: SELLER_WITHDRAWABLE_STATUSES,
    to: 'USER_CANCELED',
    actors: ['seller'],
    summary:
      'the seller withdraws before DEALER_DEPOSIT; a deal waiting in DEALER_CONFIRM is cancelled, no penalty',
    notices: ['LISTING_WITHDRAWN', 'LISTING_WITHDRAWN_SELECTED'],
  },
  OPERATOR_CANCEL: {
    from: ADMIN_CANCELABLE_STATUSES,
    to: 'ADMIN_CANCELED',
    actors: ['operator'],
    summary:
      'an operator cancels any state before COMPLETE with a reason; the deal in force is cancelled, no penalty',
    fee: 'kept for a refund',
    notices: ['LISTING_ADMIN_CANCELED', 'DEAL_ADMIN_CANCELED', 'AUCTION_ADMIN_CANCELED'],
  },
  DELAY_TRANSFER: {
    from: ['TRANSACTION'],
    to: 'TRANSACTION_DELAY',
    actors: ['clock', 'operator'],
    summary:
      "the clock at the transfer's due time with no proof waiting or confirmed (the 14-day ban); an operator by hand (no ban)",
    ban: 'TRANSFER_DELAY',
    notices: ['DEAL_TRANSFER_DELAYED', 'SELLER_TRANSFER_DELAYED'],
  },
  RESUME_TRANSFER: {
    from: ['TRANSACTION_DELAY'],
    to: 'TRANSACTION',
    actors: ['operator'],
    summary:
      'an operator puts a delayed transfer back in progress by hand (a proof after the delay does not)',
    notices: [],
  },
  CONFIRM_TRANSFER: {
    from: ['TRANSACTION', 'TRANSACTION_DELAY'],
    to: 'COMPLETE',
    actors: ['seller', 'operator', 'clock'],
    summary:
      "the transfer's proof is confirmed: by the seller, an operator, or the clock 3 days after the upload without an objection; the trade is closed",
    notices: ['DEAL_TRANSFER_CONFIRMED', 'SELLER_TRANSFER_CONFIRMED'],
  },
} as const satisfies Record<string, Transition>;

export type LifecycleEvent = keyof typeof AUCTION_TRANSITIONS;
export const LIFECYCLE_EVENTS = Object.keys(AUCTION_TRANSITIONS) as LifecycleEvent[];

export function transitionOf(event: LifecycleEvent): Transition {
  return AUCTION_TRANSITIONS[event];
}

/** Whether `actor` may cause `event` at all (the table's "who"). */
export function mayApply(event: LifecycleEvent, actor: LifecycleActorKind): boolean {
  return transitionOf(event).actors.includes(actor);
}

/** The events that lead from `from` to `to`. */
export function eventsBetween(from: AuctionStatus, to: AuctionStatus): LifecycleEvent[] {
  return LIFECYCLE_EVENTS.filter((event) => {
    const transition = transitionOf(event);
    return transition.to === to && transition.from.includes(from);
  });
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The table as docs/domain.md shows it (one row per event). */
export function transitionTableMarkdown(): string {
  const rows = LIFECYCLE_EVENTS.map((event) => {
    const t = transitionOf(event);
    const cost = [t.ban ? `ban ${t.ban}` : '', t.fee ? `fee ${t.fee}` : ''].filter(Boolean).join('; ');
    return `| \`${event}\` | ${t.from.join(', ')} | ${t.to} | ${t.actors.join(', ')} | ${cell(t.summary)} | ${cost || '-'} | ${t.notices.join(', ') || '-'} |`;
  });
  return [
    '| event | from | to | who | when | costs | notices |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/**
 * The price claim's life at handover (docs/domain.md "Handover"): a sub-machine of the deal in force at
 * RESERVATION_COMPLETE, applied by price-claims.service.ts under the auction's one lock. `from` empty: the
 * claim is created by the event.
 */
export type ClaimTransition = {
  from: readonly PriceClaimStatus[];
  to: PriceClaimStatus;
  actors: readonly LifecycleActorKind[];
  summary: string;
  ban?: 'DISPUTES_LOST';
  notices: readonly string[];
};

export const CLAIM_TRANSITIONS = {
  OPEN_CLAIM: {
    from: [],
    to: 'OPEN',
    actors: ['dealer'],
    summary:
      'the winner claims a deduction at RESERVATION_COMPLETE, item by item against the approved sheet with handover photos; one claim waiting per deal, none once a price is settled; the seller answers within 24 hours',
    notices: ['SELLER_PRICE_CLAIM'],
  },
  ACCEPT_CLAIM: {
    from: ['OPEN'],
    to: 'ACCEPTED',
    actors: ['seller'],
    summary:
      'the seller agrees before the answer time: the deal completes at the winning price less the total',
    notices: ['DEAL_PRICE_CLAIM_ACCEPTED'],
  },
  REJECT_CLAIM: {
    from: ['OPEN'],
    to: 'DISPUTED',
    actors: ['seller'],
    summary: 'the seller rejects with a reason before the answer time: a dispute for an operator',
    notices: ['DEAL_PRICE_CLAIM_DISPUTED'],
  },
  EXPIRE_CLAIM: {
    from: ['OPEN'],
    to: 'DISPUTED',
    actors: ['clock'],
    summary: 'no answer from the seller within 24 hours: a dispute for an operator',
    notices: ['DEAL_PRICE_CLAIM_DISPUTED', 'SELLER_PRICE_CLAIM_DISPUTED'],
  },
  WITHDRAW_CLAIM: {
    from: ['OPEN', 'DISPUTED'],
    to: 'WITHDRAWN',
    actors: ['dealer'],
    summary: 'the winner withdraws the claim (its dispute too) and may complete at the winning price',
    notices: ['SELLER_PRICE_CLAIM_WITHDRAWN'],
  },
  DECIDE_DISPUTE: {
    from: ['DISPUTED'],
    to: 'DECIDED',
    actors: ['operator'],
    summary:
      'an operator decides UPHELD (the total), PARTIAL (a smaller deduction) or REJECTED (none, the fee is not refunded on a cancellation); the second REJECTED within 90 days bans the dealer 14 days',
    ban: 'DISPUTES_LOST',
    notices: ['DEAL_DISPUTE_DECIDED', 'SELLER_DISPUTE_DECIDED'],
  },
} as const satisfies Record<string, ClaimTransition>;

export type ClaimEvent = keyof typeof CLAIM_TRANSITIONS;
export const CLAIM_EVENTS = Object.keys(CLAIM_TRANSITIONS) as ClaimEvent[];

export function claimTransitionOf(event: ClaimEvent): ClaimTransition {
  return CLAIM_TRANSITIONS[event];
}

/** A sub-machine's table as docs/domain.md shows it (one row per event; `created`: the `from` of a creation). */
function subTableMarkdown(
  table: Record<
    string,
    {
      from: readonly string[];
      to: string;
      actors: readonly string[];
      summary: string;
      ban?: string;
      notices: readonly string[];
    }
  >,
  created: string,
): string {
  const rows = Object.entries(table).map(
    ([event, t]) =>
      `| \`${event}\` | ${t.from.join(', ') || created} | ${t.to} | ${t.actors.join(', ')} | ${cell(t.summary)} | ${t.ban ? `ban ${t.ban}` : '-'} | ${t.notices.join(', ') || '-'} |`,
  );
  return [
    '| event | from | to | who | when | costs | notices |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** The claim table as docs/domain.md "Handover" shows it (one row per event). */
export function claimTransitionTableMarkdown(): string {
  return subTableMarkdown(CLAIM_TRANSITIONS, '(new claim)');
}

/**
 * The title transfer's life after completion (docs/domain.md "Title transfer"): a sub-machine of the deal in
 * force at TRANSACTION / TRANSACTION_DELAY, applied by title-transfers.service.ts under the auction's one lock
 * (the auction's own steps are DELAY_TRANSFER and CONFIRM_TRANSFER above). `from` empty: created by the event.
 */
export type TransferTransition = {
  from: readonly TitleTransferStatus[];
  to: TitleTransferStatus;
  actors: readonly LifecycleActorKind[];
  summary: string;
  notices: readonly string[];
};

export const TRANSFER_TRANSITIONS = {
  OPEN_TRANSFER: {
    from: [],
    to: 'WAITING',
    actors: ['dealer'],
    summary: "in the completion's transaction (COMPLETE): the record with its due time",
    notices: ['DEAL_COMPLETED'],
  },
  SUBMIT_PROOF: {
    from: ['WAITING', 'OBJECTED', 'SUBMITTED'],
    to: 'SUBMITTED',
    actors: ['dealer'],
    summary:
      'the winner uploads the proof (image or PDF, personal numbers masked), also after the delay; a new proof replaces the one waiting and restarts the 3 days',
    notices: ['SELLER_TRANSFER_SUBMITTED'],
  },
  OBJECT_PROOF: {
    from: ['SUBMITTED'],
    to: 'OBJECTED',
    actors: ['seller'],
    summary: 'the seller objects with a reason: back to the dealer, the automatic confirmation stops',
    notices: ['DEAL_TRANSFER_OBJECTED'],
  },
  REJECT_PROOF: {
    from: ['SUBMITTED', 'OBJECTED'],
    to: 'WAITING',
    actors: ['operator'],
    summary:
      'an operator rejects the proof with a reason: back to the dealer, the automatic confirmation stops',
    notices: ['DEAL_TRANSFER_REJECTED'],
  },
  CONFIRM_PROOF: {
    from: ['SUBMITTED', 'OBJECTED'],
    to: 'CONFIRMED',
    actors: ['seller', 'operator', 'clock'],
    summary:
      "with the auction's CONFIRM_TRANSFER: the seller or an operator (an objected proof too), or the clock 3 days after an upload nobody objected to",
    notices: ['DEAL_TRANSFER_CONFIRMED', 'SELLER_TRANSFER_CONFIRMED'],
  },
} as const satisfies Record<string, TransferTransition>;

export type TransferEvent = keyof typeof TRANSFER_TRANSITIONS;

export function transferTransitionOf(event: TransferEvent): TransferTransition {
  return TRANSFER_TRANSITIONS[event];
}

/** The transfer table as docs/domain.md "Title transfer" shows it (one row per event). */
export function transferTransitionTableMarkdown(): string {
  return subTableMarkdown(TRANSFER_TRANSITIONS, '(new record)');
}
