// The one writer of an auction's status (docs/domain.md "Auction lifecycle"): `apply` moves one auction by an
// event of the transition table (transitions.ts) for an actor the table allows, in one conditional UPDATE
// (`WHERE id = $1 AND status IN (from)`), so a transition happens exactly once when requests, clocks and
// processes race; `applyAll` is the clocks' set-wise form; `lockAuction` is the one row lock the steps take
// (`lockAuctionAt` its form for a bid, with the database clock read once the lock is granted).
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import { PENDING_CLAIM_STATUSES } from '@autobid/shared';
import { auctions, deals, disputes, priceClaims, titleTransfers } from '../../db/schema';
import type { Tx } from '../../db/types';
import { AppError } from '../../lib/app-error';
import type { AuditActor } from '../audit/audit.public';
import { scheduleAuctionRelayEnd } from '../contact-relays/contact-relays.public';
import { hasConfirmedConsent, ownerConsentRequiredError } from './owner-consents.repository';
import {
  claimTransitionOf,
  mayApply,
  transferTransitionOf,
  transitionOf,
  type ClaimEvent,
  type LifecycleActor,
  type LifecycleEvent,
  type LifecycleActorKind,
  type Transition,
  type TransferEvent,
} from './transitions';

type AuctionRow = typeof auctions.$inferSelect;

/** Columns a transition may set beside the status (a deadline, a reason, the approval's time). */
export type TransitionColumns = Partial<
  Pick<
    typeof auctions.$inferInsert,
    | 'rejectReason'
    | 'submittedAt'
    | 'approvedAt'
    | 'approvedVersion'
    | 'startAt'
    | 'endDate'
    | 'selectExpireAt'
  >
>;

export type ApplyOptions = {
  now: Date;
  /** Columns set in the same statement (SQL allowed, e.g. a deadline computed from the row). */
  set?: { [K in keyof TransitionColumns]: TransitionColumns[K] | SQL };
  /** A further condition the row must meet (a deadline); when it fails, nothing changes. */
  where?: SQL;
};

export const LIFECYCLE_MESSAGES = {
  notAllowed: '이 작업을 할 수 있는 사용자가 아닙니다.',
  wrongState: '지금 경매 상태에서는 할 수 없는 작업입니다.',
} as const;

/** The refusal of an actor the table does not allow for the event: a 409 for every actor. */
export function notAllowedError(): AppError {
  return new AppError('AUCTION_TRANSITION_REFUSED', LIFECYCLE_MESSAGES.notAllowed);
}

/** The refusal of an event whose `from` does not hold (the step does not apply, or another got there first). */
export function wrongStateError(): AppError {
  return new AppError('AUCTION_TRANSITION_REFUSED', LIFECYCLE_MESSAGES.wrongState);
}

function assertMay(event: LifecycleEvent, kind: LifecycleActorKind): void {
  if (!mayApply(event, kind)) {
    throw notAllowedError();
  }
}

/** What the actor must own: the seller its listing, the dealer a deal of the auction. */
function ownedBy(actor: LifecycleActor): SQL | undefined {
  switch (actor.kind) {
    case 'seller':
      return eq(auctions.sellerId, actor.sellerId);
    case 'dealer':
      return sql`exists (select 1 from ${deals} where ${deals.auctionId} = ${auctions.id} and ${deals.dealerId} = ${actor.dealerId})`;
    case 'operator':
    case 'clock':
    case 'bank':
    case 'cli':
      return undefined;
  }
}

/**
 * Moves the auction by `event` when its status is one of the event's `from` (and `where` holds, and the
 * actor owns it); answers the row as it is now, or null when the status (or the condition) did not hold —
 * the caller then answers its own 409 (its message names the step). An actor the table does not allow for
 * the event is refused with 409 `AUCTION_TRANSITION_REFUSED` before anything is read. An event that needs the
 * owner's consent (SUBMIT, APPROVE) moves only with a CONFIRMED one for the listing's plate, and is refused
 * with 409 `OWNER_CONSENT_REQUIRED` when that alone stops it.
 */
export async function tryApply(
  tx: Tx,
  auctionId: number,
  event: LifecycleEvent,
  actor: LifecycleActor,
  options: ApplyOptions,
): Promise<AuctionRow | null> {
  assertMay(event, actor.kind);
  const transition: Transition = transitionOf(event);
  const applies = and(
    eq(auctions.id, auctionId),
    inArray(auctions.status, [...transition.from]),
    ownedBy(actor),
    options.where,
  );
  const [row] = await tx
    .update(auctions)
    .set({ ...options.set, status: transition.to, statusChangedAt: options.now, updatedAt: options.now })
    .where(and(applies, transition.needsOwnerConsent ? hasConfirmedConsent : undefined))
    .returning();
  if (row && event === 'CONFIRM_TRANSFER') {
    // The trade is closed: the deal's relay numbers ring 7 more days (docs/domain.md "Contact relay").
    await scheduleAuctionRelayEnd(tx, auctionId, options.now);
  }
  if (!row && transition.needsOwnerConsent) {
    const [stopped] = await tx.select({ id: auctions.id }).from(auctions).where(applies);
    if (stopped) {
      throw ownerConsentRequiredError();
    }
  }
  return row ?? null;
}

/** `tryApply`, refusing with 409 (`refusal`, else `AUCTION_TRANSITION_REFUSED`) when it does not apply. */
export async function apply(
  tx: Tx,
  auctionId: number,
  event: LifecycleEvent,
  actor: LifecycleActor,
  options: ApplyOptions & { refusal?: () => AppError | Promise<AppError> },
): Promise<AuctionRow> {
  const row = await tryApply(tx, auctionId, event, actor, options);
  if (!row) {
    throw options.refusal ? await options.refusal() : wrongStateError();
  }
  return row;
}

/**
 * The clocks' form: moves every auction in the event's `from` that meets `where`, in one statement (any
 * number of processes may run it at once: the row lock and the re-checked status let each row through once).
 */
export function applyAll<R extends SelectedFieldsFlat>(
  tx: Tx,
  event: LifecycleEvent,
  actor: LifecycleActor,
  options: Omit<ApplyOptions, 'now'> & {
    /** The instant stamped on the rows: the clocks pass the database's `now()` (or a test's instant). */
    now: Date | SQL;
    where: SQL;
    returning: R;
  },
) {
  assertMay(event, actor.kind);
  const transition = transitionOf(event);
  return tx
    .update(auctions)
    .set({ ...options.set, status: transition.to, statusChangedAt: options.now, updatedAt: options.now })
    .where(and(inArray(auctions.status, [...transition.from]), options.where))
    .returning(options.returning);
}

/**
 * The one row lock of an auction: every step that reads before it writes takes it first, so steps of one
 * auction (a deal step, a deposit arriving, the clock, an operator) take turns. Null when missing.
 */
export async function lockAuction(tx: Tx, auctionId: number): Promise<AuctionRow | null> {
  const [row] = await tx.select().from(auctions).where(eq(auctions.id, auctionId)).for('update');
  return row ?? null;
}

export type LockedAuction = {
  id: number;
  status: string;
  endDate: Date | null;
  /** The database clock read once after the lock was granted, as exact text (microseconds kept). */
  checkedAt: string;
  /** checkedAt < end_date. */
  isOpen: boolean;
  /** The highest active bid before this transaction's change. */
  maxBiddingPrice: number;
};

/**
 * The same row lock as `lockAuction`, the bids' form: it judges the end by the database clock in one statement
 * (a hot auction queues on this lock, so every round trip while holding it counts: docs/benchmarks.md).
 * The clock is read over the row the materialized locking CTE hands back, that is once the lock is granted,
 * never before a long wait; FOR UPDATE hands back the row's latest committed version. The bid is stamped
 * with this same value, so every accepted bid has bidding_at < end_date exactly.
 */
export async function lockAuctionAt(tx: Tx, id: number): Promise<LockedAuction | null> {
  // Both drivers answer { rows }; the shared Db type leaves the raw result untyped.
  const raw: unknown = await tx.execute(
    sql`with locked as materialized (
          select status, end_date, max_bidding_price from auctions where id = ${id} for update
        ), checked as materialized (
          select locked.*, clock_timestamp() as ts from locked
        )
        select status, end_date, max_bidding_price::text as max_bidding_price, ts::text as checked_at,
               (end_date is not null and ts < end_date) as is_open
        from checked`,
  );
  const result = raw as {
    rows: {
      status: string;
      end_date: string | Date | null;
      max_bidding_price: string;
      checked_at: string;
      is_open: boolean | string;
    }[];
  };
  const row = result.rows[0];
  if (!row) {
    return null;
  }
  return {
    id,
    status: row.status,
    endDate: row.end_date === null ? null : new Date(row.end_date),
    checkedAt: row.checked_at,
    isOpen: row.is_open === true || row.is_open === 't',
    maxBiddingPrice: Number(row.max_bidding_price),
  };
}

type ClaimRow = typeof priceClaims.$inferSelect;

/** What an actor must own of a claim: the dealer its own claim, the seller the claim on its listing. */
function ownsClaim(actor: LifecycleActor): SQL | undefined {
  switch (actor.kind) {
    case 'dealer':
      return eq(priceClaims.dealerId, actor.dealerId);
    case 'seller':
      return eq(priceClaims.sellerId, actor.sellerId);
    case 'operator':
    case 'clock':
    case 'bank':
    case 'cli':
      return undefined;
  }
}

/** Who did a step, as the audit log names a principal that is not an operator. */
export function auditActorOf(actor: LifecycleActor): AuditActor {
  switch (actor.kind) {
    case 'dealer':
      return { operatorId: null, actor: `dealer:${actor.dealerId}` };
    case 'seller':
      return { operatorId: null, actor: `seller:${actor.sellerId}` };
    case 'operator':
      return { operatorId: actor.operatorId, actor: `operator:${actor.operatorId}` };
    case 'clock':
    case 'bank':
    case 'cli':
      return { operatorId: null, actor: actor.kind };
  }
}

/**
 * Moves a price claim by an event of the claim table (transitions.ts `CLAIM_TRANSITIONS`) when it is at one
 * of the event's `from` (and `where` holds, and the actor owns it): the row as it is now, or null when it did
 * not apply. An actor the table does not name is refused with 409 before anything is read. The caller holds
 * the auction's lock (`lockAuction`), so a claim's steps and the deal's take turns.
 */
export async function tryApplyClaim(
  tx: Tx,
  claimId: number,
  event: ClaimEvent,
  actor: LifecycleActor,
  options: {
    set?: Partial<Pick<typeof priceClaims.$inferInsert, 'answeredAt' | 'sellerReason' | 'withdrawnAt'>>;
    where?: SQL;
  } = {},
): Promise<ClaimRow | null> {
  const transition = claimTransitionOf(event);
  if (!transition.actors.includes(actor.kind)) {
    throw notAllowedError();
  }
  const [row] = await tx
    .update(priceClaims)
    .set({ ...options.set, status: transition.to, updatedAt: sql`now()` })
    .where(
      and(
        eq(priceClaims.id, claimId),
        inArray(priceClaims.status, [...transition.from]),
        ownsClaim(actor),
        options.where,
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * A cancelled deal ends its claims still waiting (OPEN, DISPUTED) and their disputes: WITHDRAWN, in the
 * cancellation's transaction (docs/domain.md "Handover").
 */
export async function closeClaimsOfDeal(tx: Tx, dealId: number, now: Date): Promise<void> {
  const closed = await tx
    .update(priceClaims)
    .set({ status: 'WITHDRAWN', withdrawnAt: now, updatedAt: sql`now()` })
    .where(and(eq(priceClaims.dealId, dealId), inArray(priceClaims.status, [...PENDING_CLAIM_STATUSES])))
    .returning({ id: priceClaims.id });
  if (closed.length) {
    await tx
      .update(disputes)
      .set({ status: 'WITHDRAWN' })
      .where(
        and(
          inArray(
            disputes.claimId,
            closed.map((c) => c.id),
          ),
          eq(disputes.status, 'OPEN'),
        ),
      );
  }
}

type TransferRow = typeof titleTransfers.$inferSelect;

/** What an actor must own of a title transfer: the dealer its own deal's, the seller the one of its listing. */
function ownsTransfer(actor: LifecycleActor): SQL | undefined {
  switch (actor.kind) {
    case 'dealer':
      return eq(titleTransfers.dealerId, actor.dealerId);
    case 'seller':
      return eq(titleTransfers.sellerId, actor.sellerId);
    case 'operator':
    case 'clock':
    case 'bank':
    case 'cli':
      return undefined;
  }
}

/**
 * Moves a title transfer by an event of the transfer table (transitions.ts `TRANSFER_TRANSITIONS`) when it is
 * at one of the event's `from` (and `where` holds, and the actor owns it): the row as it is now, or null when
 * it did not apply. An actor the table does not name is refused with 409 before anything is read. The caller
 * holds the auction's lock (`lockAuction`) and applies the auction's own step (CONFIRM_TRANSFER) with `apply`.
 */
export async function tryApplyTransfer(
  tx: Tx,
  transferId: number,
  event: TransferEvent,
  actor: LifecycleActor,
  options: {
    now: Date;
    set?: Partial<
      Pick<
        typeof titleTransfers.$inferInsert,
        | 'documentKind'
        | 'proofKey'
        | 'proofMimeType'
        | 'proofUploadedAt'
        | 'objectedAt'
        | 'objectionReason'
        | 'rejectReason'
        | 'confirmedAt'
        | 'confirmedBy'
        | 'confirmedOperatorId'
      >
    >;
    where?: SQL;
  },
): Promise<TransferRow | null> {
  const transition = transferTransitionOf(event);
  if (!transition.actors.includes(actor.kind)) {
    throw notAllowedError();
  }
  const [row] = await tx
    .update(titleTransfers)
    .set({ ...options.set, status: transition.to, updatedAt: options.now })
    .where(
      and(
        eq(titleTransfers.id, transferId),
        inArray(titleTransfers.status, [...transition.from]),
        ownsTransfer(actor),
        options.where,
      ),
    )
    .returning();
  return row ?? null;
}
