// Bans (docs/domain.md "Penalties"): one function records a penalty and extends the dealer's ban, inside the
// caller's transaction. The dealer row lock serialises a dealer's penalties, so bans never overlap: a new
// ban starts at the later of now and the current end.
import { and, count, eq, gt, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  DAY_MS,
  FIRST_BAN_DAYS,
  FIXED_BAN_DAYS,
  FREE_BID_CANCELS,
  PENALTY_WINDOW_DAYS,
  REPEAT_BAN_DAYS,
  RULE_SENTENCES,
  SUSPENSION_REPORT_COUNT,
  type PenaltyKind,
} from '@autobid/shared';
import { deals, dealers, penalties, reports } from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/types';
import { hasRow } from '../../lib/has-row';
import { unauthorized } from '../../lib/app-error';
import { activeBanEnd } from '../access/access-policy';

export type PenaltyInput = {
  dealerId: number;
  kind: Exclude<PenaltyKind, 'REPORTS'>;
  auctionId: number;
  biddingId?: number | null;
  reason?: string;
  now: Date;
};

export type PenaltyOutcome = {
  banDays: number;
  /** The new ban's start and end; null when this penalty is recorded without a ban. */
  startsAt: Date | null;
  expiresAt: Date | null;
  /** The dealer's ban end after this penalty (an earlier, still running ban counts), or null. */
  penaltyExpiredAt: Date | null;
};

async function hasCompletedTrade(tx: DbOrTx, dealerId: number): Promise<boolean> {
  return hasRow(tx, deals, and(eq(deals.dealerId, dealerId), isNotNull(deals.completedAt)));
}

/** Whether the dealer already had its free (recorded, no ban) bid cancellations (FREE_BID_CANCELS). */
async function usedFreeBidCancels(tx: DbOrTx, dealerId: number): Promise<boolean> {
  const [row] = await tx
    .select({ value: count() })
    .from(penalties)
    .where(and(eq(penalties.dealerId, dealerId), eq(penalties.kind, 'BID_CANCEL'), eq(penalties.banDays, 0)));
  return (row?.value ?? 0) >= FREE_BID_CANCELS;
}

/** Bans (ban_days > 0) of this kind the dealer received since `since`. */
async function countBans(tx: DbOrTx, dealerId: number, kind: PenaltyKind, since: Date): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(penalties)
    .where(
      and(
        eq(penalties.dealerId, dealerId),
        eq(penalties.kind, kind),
        gt(penalties.banDays, 0),
        gte(penalties.createdAt, since),
      ),
    );
  return row?.value ?? 0;
}

/** The escalation ladder: how many days this penalty bans the dealer for. */
async function banDaysFor(
  tx: DbOrTx,
  input: Pick<PenaltyInput, 'dealerId' | 'kind' | 'now'>,
): Promise<number> {
  const since = new Date(input.now.getTime() - PENALTY_WINDOW_DAYS * DAY_MS);
  switch (input.kind) {
    case 'BID_CANCEL':
      // FREE_BID_CANCELS free cancellations, once ever, for a dealer who never completed a trade; then the ladder.
      if (!(await hasCompletedTrade(tx, input.dealerId)) && !(await usedFreeBidCancels(tx, input.dealerId))) {
        return 0;
      }
      return (await countBans(tx, input.dealerId, 'BID_CANCEL', since)) === 0
        ? FIRST_BAN_DAYS
        : REPEAT_BAN_DAYS;
    case 'DEAL_CANCEL':
      return (await countBans(tx, input.dealerId, 'DEAL_CANCEL', since)) === 0
        ? FIRST_BAN_DAYS
        : REPEAT_BAN_DAYS;
    case 'NO_PROGRESS':
    case 'LATE_COMPLETION':
    case 'DISPUTES_LOST':
    case 'TRANSFER_DELAY':
      return FIXED_BAN_DAYS;
  }
}

/**
 * Records one penalty and, when it carries a ban, moves dealers.penalty_expired_at. Call it inside the
 * transaction of the event that caused it (after any auction row lock: auctions first, then dealers).
 */
export async function applyPenalty(tx: Tx, input: PenaltyInput): Promise<PenaltyOutcome> {
  const [dealer] = await tx
    .select({ penaltyExpiredAt: dealers.penaltyExpiredAt })
    .from(dealers)
    .where(eq(dealers.id, input.dealerId))
    .for('update');
  if (!dealer) {
    throw unauthorized();
  }
  const { now } = input;
  const banDays = await banDaysFor(tx, input);
  const currentEnd = activeBanEnd(dealer, now);
  let startsAt: Date | null = null;
  let expiresAt: Date | null = null;
  if (banDays > 0) {
    startsAt = currentEnd ?? now;
    expiresAt = new Date(startsAt.getTime() + banDays * DAY_MS);
    await tx
      .update(dealers)
      .set({ penaltyExpiredAt: expiresAt, updatedAt: sql`now()` })
      .where(eq(dealers.id, input.dealerId));
  }
  await tx.insert(penalties).values({
    dealerId: input.dealerId,
    kind: input.kind,
    auctionId: input.auctionId,
    biddingId: input.biddingId ?? null,
    reason: input.reason ?? '',
    banDays,
    startsAt,
    expiresAt,
    createdAt: now,
  });
  return { banDays, startsAt, expiresAt, penaltyExpiredAt: expiresAt ?? currentEnd };
}

/**
 * What a penalty of this kind would do to the dealer now, by the same ladder applyPenalty climbs, without
 * recording anything: the ban days (0 for none) and the ban's end (after a running ban). The web shows it
 * before the dealer cancels a bid.
 */
export async function previewPenalty(
  db: DbOrTx,
  input: Pick<PenaltyInput, 'dealerId' | 'kind' | 'now'> & { penaltyExpiredAt: Date | null },
): Promise<{ banDays: number; expiresAt: Date | null }> {
  const banDays = await banDaysFor(db, input);
  if (banDays === 0) {
    return { banDays, expiresAt: null };
  }
  const startsAt = activeBanEnd(input, input.now) ?? input.now;
  return { banDays, expiresAt: new Date(startsAt.getTime() + banDays * DAY_MS) };
}

/** Whether this auction already gave its dealer a penalty of this kind (a once-per-deal penalty). */
export async function hasPenaltyFor(tx: Tx, auctionId: number, kind: PenaltyKind): Promise<boolean> {
  return hasRow(tx, penalties, and(eq(penalties.auctionId, auctionId), eq(penalties.kind, kind)));
}

/**
 * Called in the transaction that filed a report, with the dealer's row locked: when the dealer's unresolved
 * reports reach SUSPENSION_REPORT_COUNT and it is not suspended yet, sets dealers.suspended_at (bids and new
 * deals answer 403 from then on, access-policy) and records a REPORTS penalty without ban days. True when
 * this report suspended the dealer.
 */
export async function suspendOnReports(
  tx: Tx,
  input: { dealerId: number; auctionId: number; now: Date },
): Promise<boolean> {
  const [open] = await tx
    .select({ value: count() })
    .from(reports)
    .where(and(eq(reports.dealerId, input.dealerId), isNull(reports.resolvedAt)));
  if ((open?.value ?? 0) < SUSPENSION_REPORT_COUNT) {
    return false;
  }
  const suspended = await tx
    .update(dealers)
    .set({
      suspendedAt: input.now,
      suspensionReason: RULE_SENTENCES.reportsSuspensionReason,
      updatedAt: sql`now()`,
    })
    .where(and(eq(dealers.id, input.dealerId), isNull(dealers.suspendedAt)))
    .returning({ id: dealers.id });
  if (!suspended.length) {
    return false;
  }
  await tx.insert(penalties).values({
    dealerId: input.dealerId,
    kind: 'REPORTS',
    auctionId: input.auctionId,
    reason: RULE_SENTENCES.reportsSuspensionReason,
    banDays: 0,
    createdAt: input.now,
  });
  return true;
}
