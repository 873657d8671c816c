// The clock-driven deal rules (docs/domain.md "Auction lifecycle", "Penalties"): deposit deadline, no progress
// for 48 hours, late completion. Every change is a conditional UPDATE (or a check under the auction row
// lock) in its own transaction, so any number of processes may run this and each deal changes once. Every
// status change is a transition of the lifecycle module applied by the clock (CLOCK); the queries here only
// find the deals that are due.
import {
  CLAIM_SETTLED_COMPLETION_HOURS,
  HOUR_MS,
  IDLE_DEAL_STATUSES,
  NO_PROGRESS_HOURS,
  SELECT_WINDOW_HOURS,
  type AuctionStatus,
} from '@autobid/shared';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { dealInForceAt } from '../db/deal-in-force';
import { auctions, deals, priceClaims } from '../db/schema';
import type { DbOrTx } from '../db/types';
import type { DealRow } from '../modules/auctions/auctions.public';
import { sendDealNotices, type DealNoticeDeps } from '../modules/auctions/deal-notices';
import { heldByUnavailableDealers, partiesOf } from '../modules/auctions/deals.repository';
import {
  SYSTEM_CANCEL_REASONS,
  cancelDealIn,
  expireDepositIn,
  releaseSelectionIn,
} from '../modules/auctions/deals.service';
import { payFromDepositsIn } from '../modules/auctions/fee-payment';
import { lockAuction, tryApply } from '../modules/auctions/lifecycle';
import { claimsDue, expireClaimIn, hasPendingClaim } from '../modules/auctions/price-claims.service';
import { CLOCK } from '../modules/auctions/transitions';
import { applyPenalty, hasPenaltyFor } from '../modules/penalties/penalties';
import { createLocalContactRelay, type ContactRelayProvider } from '../providers/contact-relay';
import type { EInvoiceProvider } from '../providers/e-invoice';
import type { AlimtalkSender } from '../providers/messaging';
import { emitAuctionState, type AuctionEvents } from '../realtime/auction-events';

/** docs/domain.md "no progress": a dealer-owned step untouched this long is cancelled. */
export const NO_PROGRESS_MS = NO_PROGRESS_HOURS * HOUR_MS;
// DEALER_DEPOSIT has its own 60-minute deadline; IDLE_DEAL_STATUSES count 48 hours from the status change.
const IDLE_STATUSES = IDLE_DEAL_STATUSES;

const localContactRelay = createLocalContactRelay();

export type DealClockOptions = {
  /** Compare against this instant instead of the database's now() (tests). */
  now?: Date;
  /** Receives one `auction-update` (reason STATUS) per cancelled deal. */
  events?: Pick<AuctionEvents, 'emitAuctionUpdate'>;
  /** PUBLIC_URL: the base of the code links in the notices. */
  publicUrl: string;
  /** Sends the notices (the context's Alimtalk provider). */
  alimtalk: AlimtalkSender;
  /** Hands out the relay numbers of a fee the clock finds paid (the context's provider; the local one when omitted). */
  contactRelay?: ContactRelayProvider;
  /** Issues the tax invoice of a fee the clock finds paid (the context's provider; the local one when omitted). */
  eInvoice?: EInvoiceProvider;
  /** The seller's fresh selection window when a selection is released or a runner-up offered (SELECT_WINDOW_HOURS). */
  selectWindowHours?: number;
};

export type DealClockResult = {
  /** DEALER_CONFIRM held by a dealer who can no longer confirm (banned, suspended) -> TIME_EXPIRED, no penalty. */
  released: number[];
  /** DEALER_DEPOSIT at its deadline with a matching deposit received in time -> RESERVATION. */
  depositPaid: number[];
  /**
   * DEALER_DEPOSIT past its deposit deadline -> DEALER_CANCELED (DEAL_CANCEL ban), or TIME_EXPIRED again when
   * the seller is offered the runner-up (ADR 011, also listed in runnerUpOffered).
   */
  depositExpired: number[];
  /** Of depositExpired: the auctions back in TIME_EXPIRED for the seller to select another bid. */
  runnerUpOffered: number[];
  /** DEALER_CONFIRM / RESERVATION idle 48 h, or RESERVATION_COMPLETE 48 h past the late mark -> DEALER_CANCELED (NO_PROGRESS ban). */
  noProgress: number[];
  /** RESERVATION_COMPLETE not completed by trade date end + 2 h: LATE_COMPLETION ban, the deal stays open. */
  lateCompletion: number[];
  /** A price claim unanswered by the seller for 24 hours -> a dispute for an operator (EXPIRE_CLAIM). */
  claimsDisputed: number[];
};

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

async function databaseNow(db: DbOrTx): Promise<Date> {
  const [row] = await db
    .select({ ms: sql<number>`(extract(epoch from now()) * 1000)::float8`.mapWith(Number) })
    .from(sql`(select 1) as one`);
  if (!row) {
    throw new Error('no database time');
  }
  return new Date(Math.floor(row.ms));
}

async function dealsIn(db: DbOrTx, statuses: readonly AuctionStatus[], due: SQL): Promise<DealRow[]> {
  const rows = await db
    .select({ deal: deals })
    .from(deals)
    .innerJoin(auctions, eq(auctions.id, deals.auctionId))
    .where(and(dealInForceAt(statuses), due))
    .orderBy(deals.auctionId);
  return rows.map((row) => row.deal);
}

export async function runDealClock(db: DbOrTx, options: DealClockOptions): Promise<DealClockResult> {
  const now = options.now ?? (await databaseNow(db));
  const notices: DealNoticeDeps = {
    publicUrl: options.publicUrl,
    alimtalk: options.alimtalk,
    contactRelay: options.contactRelay ?? localContactRelay,
    eInvoice: options.eInvoice,
  };
  const result: DealClockResult = {
    released: [],
    depositPaid: [],
    depositExpired: [],
    runnerUpOffered: [],
    noProgress: [],
    lateCompletion: [],
    claimsDisputed: [],
  };
  const changed: {
    id: number;
    status: AuctionStatus;
    maxBiddingPrice: number;
    bidderCount: number;
    endDate: Date | null;
  }[] = [];

  /** One deal, one transaction (NO_PROGRESS): the conditional UPDATE lets exactly one process cancel it. */
  const cancel = async (
    deal: DealRow,
    from: readonly AuctionStatus[],
    due: SQL | undefined,
    reason: string,
  ): Promise<boolean> => {
    const moved = await db.transaction(async (tx) => {
      const auction = await tryApply(tx, deal.auctionId, 'NO_PROGRESS', CLOCK, {
        now,
        where: and(inArray(auctions.status, [...from]), due),
      });
      if (!auction) {
        return null;
      }
      await cancelDealIn(tx, { deal, by: 'SYSTEM', reason, penaltyKind: 'NO_PROGRESS', now, notices });
      return auction;
    });
    if (moved) {
      changed.push(moved);
    }
    return moved !== null;
  };
  const selectWindowHours = options.selectWindowHours ?? SELECT_WINDOW_HOURS;

  // 0. A ban or suspension that started while a selection waited for confirmation releases it.
  for (const deal of await heldByUnavailableDealers(db, now)) {
    const released = await db.transaction((tx) =>
      releaseSelectionIn(tx, deal, now, { notices, selectWindowHours, actor: CLOCK }),
    );
    if (released) {
      changed.push(released);
      result.released.push(deal.auctionId);
    }
  }

  // 1. Deposit deadline (60 minutes after confirmation): a matching deposit received in time pays the
  // deal (it never cancels one); otherwise the deal is cancelled. Under the auction row lock, so a
  // deposit arriving at the same moment is either seen here or finds the deal already decided.
  for (const deal of await dealsIn(db, ['DEALER_DEPOSIT'], sql`${deals.depositDeadline} <= ${ts(now)}`)) {
    const outcome = await db.transaction(async (tx) => {
      if ((await lockAuction(tx, deal.auctionId))?.status !== 'DEALER_DEPOSIT') {
        return null;
      }
      const paid = await payFromDepositsIn(tx, deal, now, notices, CLOCK);
      if (paid) {
        return { auction: paid.auction, paid: true };
      }
      const auction = await expireDepositIn(tx, deal, now, { notices, selectWindowHours, actor: CLOCK });
      return auction ? { auction, paid: false } : null;
    });
    if (!outcome) {
      continue;
    }
    changed.push(outcome.auction);
    (outcome.paid ? result.depositPaid : result.depositExpired).push(deal.auctionId);
    if (!outcome.paid && outcome.auction.status === 'TIME_EXPIRED') {
      result.runnerUpOffered.push(deal.auctionId);
    }
  }

  // 2. No progress: confirmation or reservation untouched for 48 hours.
  const idleSince = new Date(now.getTime() - NO_PROGRESS_MS);
  const idle = sql`${auctions.statusChangedAt} <= ${ts(idleSince)}`;
  for (const deal of await dealsIn(db, IDLE_STATUSES, idle)) {
    if (await cancel(deal, IDLE_STATUSES, idle, SYSTEM_CANCEL_REASONS.noProgress)) {
      result.noProgress.push(deal.auctionId);
    }
  }

  // 3. Late completion: trade date end + 2 h passed without completion (or, once a price claim settled, 24 h
  // after it, whichever is later); one ban per deal. A deal whose claim waits for the seller or an operator
  // is not the dealer's delay (docs/domain.md "Handover").
  const lateMark = sql`greatest(${deals.reservedAt} + interval '26 hours', coalesce(${deals.claimSettledAt} + make_interval(hours => ${CLAIM_SETTLED_COMPLETION_HOURS}), ${deals.reservedAt} + interval '26 hours'))`;
  const noPendingClaim = sql`not exists (select 1 from ${priceClaims} where ${priceClaims.auctionId} = ${auctions.id} and ${priceClaims.status} in ('OPEN', 'DISPUTED'))`;
  for (const deal of await dealsIn(
    db,
    ['RESERVATION_COMPLETE'],
    and(sql`${lateMark} <= ${ts(now)}`, noPendingClaim)!,
  )) {
    const banned = await db.transaction(async (tx) => {
      // The auction row lock serialises this with the completion, a claim and other processes.
      if ((await lockAuction(tx, deal.auctionId))?.status !== 'RESERVATION_COMPLETE') {
        return false;
      }
      if (await hasPendingClaim(tx, deal.id)) {
        return false;
      }
      if (await hasPenaltyFor(tx, deal.auctionId, 'LATE_COMPLETION')) {
        return false;
      }
      const penalty = await applyPenalty(tx, {
        dealerId: deal.dealerId,
        kind: 'LATE_COMPLETION',
        auctionId: deal.auctionId,
        biddingId: deal.biddingId,
        reason: '거래 완료 보고 지연',
        now,
      });
      await sendDealNotices(tx, {
        notices,
        now,
        parties: await partiesOf(tx, deal),
        event: { kind: 'LATE_COMPLETION', penaltyExpiredAt: penalty.penaltyExpiredAt },
      });
      return true;
    });
    if (banned) {
      result.lateCompletion.push(deal.auctionId);
    }
  }

  // 4. Still not completed 48 hours after the late mark: cancelled as no progress.
  const abandoned = sql`${lateMark} + make_interval(hours => 48) <= ${ts(now)}`;
  for (const deal of await dealsIn(db, ['RESERVATION_COMPLETE'], and(abandoned, noPendingClaim)!)) {
    if (await cancel(deal, ['RESERVATION_COMPLETE'], noPendingClaim, SYSTEM_CANCEL_REASONS.noProgress)) {
      result.noProgress.push(deal.auctionId);
    }
  }

  // 5. A price claim the seller left unanswered for 24 hours becomes a dispute for an operator.
  for (const claim of await claimsDue(db, now)) {
    if (await db.transaction((tx) => expireClaimIn(tx, claim.id, now, notices))) {
      result.claimsDisputed.push(claim.auctionId);
    }
  }

  if (options.events) {
    for (const auction of changed) {
      emitAuctionState(options.events, auction, 'STATUS');
    }
  }
  return result;
}

/**
 * Milliseconds from now (the database's, or the injected instant) until the next deal rule is due:
 * a deposit deadline, 48 h after a DEALER_CONFIRM / RESERVATION status change, a trade date's late
 * mark (reservedAt + 26 h, later after a settled price claim; + 48 h more once the late ban is given; none
 * while a claim waits), a claim's answer time. 0 when one is due, null when none.
 */
export async function msUntilNextDealDeadline(db: DbOrTx, now?: Date): Promise<number | null> {
  const at = now ? ts(now) : sql`now()`;
  const raw: unknown = await db.execute(sql`
    select extract(epoch from (least(
      (select min(d.deposit_deadline) from deals d join auctions a on a.id = d.auction_id
        where a.status = 'DEALER_DEPOSIT'),
      (select min(a.status_changed_at) + interval '48 hours' from auctions a
        where a.status in ('DEALER_CONFIRM', 'RESERVATION')),
      (select min(greatest(d.reserved_at + interval '26 hours',
            coalesce(d.claim_settled_at + make_interval(hours => ${CLAIM_SETTLED_COMPLETION_HOURS}), d.reserved_at + interval '26 hours'))
          + case when exists (select 1 from penalties p where p.auction_id = a.id and p.kind = 'LATE_COMPLETION')
            then interval '48 hours' else interval '0 hours' end)
        from deals d join auctions a on a.id = d.auction_id
        where a.status = 'RESERVATION_COMPLETE' and d.canceled_at is null
          and not exists (select 1 from price_claims c where c.deal_id = d.id and c.status in ('OPEN', 'DISPUTED'))),
      (select min(c.answer_by) from price_claims c where c.status = 'OPEN')
    ) - ${at})) * 1000 as ms`);
  const row = (raw as { rows: { ms: string | number | null }[] }).rows[0];
  if (!row || row.ms === null) {
    return null;
  }
  return Math.max(0, Math.ceil(Number(row.ms)));
}
