// The title transfer's clock (docs/domain.md "Title transfer"): the dealer's reminders at the start of day 10
// and day 14, the delay at the due time without proof (TRANSACTION_DELAY, the 14-day TRANSFER_DELAY ban, the
// seller and the dealer told), and the automatic confirmation TRANSFER_AUTO_CONFIRM_DAYS after an upload nobody
// objected to. One transaction per record under the auction's one lock; every change is conditional, so any
// number of processes may run it and a proof uploaded at the same moment is either seen or finds the step done.
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import {
  DAY_MS,
  TRANSFER_AUTO_CONFIRM_DAYS,
  TRANSFER_DUE_DAYS,
  TRANSFER_REMINDER_DAYS,
} from '@autobid/shared';
import { auctions, titleTransfers } from '../db/schema';
import type { DbOrTx } from '../db/types';
import type { AuctionRow } from '../modules/auctions/auctions.public';
import type { DealNoticeDeps } from '../modules/auctions/deal-notices';
import { partiesOf } from '../modules/auctions/deals.repository';
import { dealOfAuction } from '../modules/auctions/deal-history';
import { lockAuction, tryApply } from '../modules/auctions/lifecycle';
import {
  markDelayed,
  markReminded,
  transferById,
  transfersWhere,
} from '../modules/auctions/title-transfers.repository';
import { confirmTransferIn } from '../modules/auctions/title-transfers.service';
import { CLOCK } from '../modules/auctions/transitions';
import { sendTransferNotices } from '../modules/auctions/transfer-notices';
import { writeAudit } from '../modules/audit/audit.public';
import { applyPenalty, hasPenaltyFor } from '../modules/penalties/penalties';
import { emitAuctionState, type AuctionEvents } from '../realtime/auction-events';

export type TransferClockOptions = {
  /** The instant to judge by (tests, the scheduler's injected clock); the database's now() otherwise. */
  now?: Date;
  notices: DealNoticeDeps;
  events?: Pick<AuctionEvents, 'emitAuctionUpdate'>;
};

export type TransferClockResult = {
  /** Auctions whose dealer got the day-10 reminder. */
  remindedDay10: number[];
  remindedDay14: number[];
  /** TRANSACTION -> TRANSACTION_DELAY at the due time without proof (TRANSFER_DELAY ban). */
  delayed: number[];
  /** TRANSACTION(_DELAY) -> COMPLETE: a proof nobody objected to for TRANSFER_AUTO_CONFIRM_DAYS. */
  autoConfirmed: number[];
};

/** The records waiting for a proof (none uploaded, or one sent back by the seller). */
const NO_PROOF = ['WAITING', 'OBJECTED'] as const;

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

async function databaseNow(db: DbOrTx): Promise<Date> {
  const raw: unknown = await db.execute(sql`select (extract(epoch from now()) * 1000)::float8 as ms`);
  const row = (raw as { rows: { ms: string | number }[] }).rows[0];
  return new Date(Math.floor(Number(row?.ms ?? Date.now())));
}

/** The auction is still at a transfer status (the record's own auction, read in the same statement). */
const auctionIn = (statuses: readonly string[]) =>
  sql`exists (select 1 from ${auctions} where ${auctions.id} = ${titleTransfers.auctionId} and ${auctions.status} in (${sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  )}))`;

export async function runTransferClock(
  db: DbOrTx,
  options: TransferClockOptions,
): Promise<TransferClockResult> {
  const now = options.now ?? (await databaseNow(db));
  const { notices } = options;
  const result: TransferClockResult = {
    remindedDay10: [],
    remindedDay14: [],
    delayed: [],
    autoConfirmed: [],
  };
  const changed: AuctionRow[] = [];

  // 1. Reminders at the start of day 10 and day 14 (once each), while no proof waits and the time is not up.
  for (const day of TRANSFER_REMINDER_DAYS) {
    const column = day === 10 ? titleTransfers.remindedDay10At : titleTransfers.remindedDay14At;
    const dayStart = sql`${titleTransfers.dueAt} - make_interval(days => ${TRANSFER_DUE_DAYS + 1 - day})`;
    const due = and(
      inArray(titleTransfers.status, [...NO_PROOF]),
      isNull(column),
      sql`${dayStart} <= ${ts(now)}`,
      sql`${titleTransfers.dueAt} > ${ts(now)}`,
      auctionIn(['TRANSACTION']),
    )!;
    for (const record of await transfersWhere(db, due)) {
      const sent = await db.transaction(async (tx) => {
        const auction = await lockAuction(tx, record.auctionId);
        const current = await transferById(tx, record.id);
        if (auction?.status !== 'TRANSACTION' || !current || !NO_PROOF.includes(current.status as never)) {
          return false;
        }
        const marked = await markReminded(tx, record.id, day, now);
        const deal = marked ? await dealOfAuction(tx, record.auctionId) : null;
        if (!marked || !deal) {
          return false;
        }
        await sendTransferNotices(tx, {
          notices,
          now,
          parties: await partiesOf(tx, deal),
          event: { kind: 'REMINDER', day, dueAt: marked.dueAt },
        });
        return true;
      });
      if (sent) {
        (day === 10 ? result.remindedDay10 : result.remindedDay14).push(record.auctionId);
      }
    }
  }

  // 2. The due time without proof: TRANSACTION_DELAY, the ban, the parties told, an audit row.
  const overdue = and(
    inArray(titleTransfers.status, [...NO_PROOF]),
    lte(titleTransfers.dueAt, now),
    auctionIn(['TRANSACTION']),
  )!;
  for (const record of await transfersWhere(db, overdue)) {
    const moved = await db.transaction(async (tx) => {
      if ((await lockAuction(tx, record.auctionId))?.status !== 'TRANSACTION') {
        return null;
      }
      // The delay itself is conditional on the record still having no proof: an upload that got in first wins.
      const auction = await tryApply(tx, record.auctionId, 'DELAY_TRANSFER', CLOCK, {
        now,
        where: sql`exists (select 1 from ${titleTransfers} where ${titleTransfers.id} = ${record.id} and ${titleTransfers.status} in ('WAITING', 'OBJECTED') and ${titleTransfers.dueAt} <= ${ts(now)})`,
      });
      const deal = auction ? await dealOfAuction(tx, record.auctionId) : null;
      if (!auction || !deal) {
        return null;
      }
      await markDelayed(tx, record.id, now);
      const penalty = (await hasPenaltyFor(tx, record.auctionId, 'TRANSFER_DELAY'))
        ? null
        : await applyPenalty(tx, {
            dealerId: record.dealerId,
            kind: 'TRANSFER_DELAY',
            auctionId: record.auctionId,
            biddingId: deal.biddingId,
            reason: '명의이전 기한 초과',
            now,
          });
      await writeAudit(
        tx,
        { operatorId: null, actor: 'clock' },
        {
          action: 'TRANSFER_DELAY',
          targetType: 'DEAL',
          targetId: record.dealId,
          targetLabel: auction.model,
          before: { auctionStatus: 'TRANSACTION' },
          after: { auctionStatus: auction.status, banDays: penalty?.banDays ?? 0 },
        },
      );
      await sendTransferNotices(tx, {
        notices,
        now,
        parties: await partiesOf(tx, deal),
        event: { kind: 'DELAYED', dueAt: record.dueAt, penaltyExpiredAt: penalty?.penaltyExpiredAt ?? null },
      });
      return auction;
    });
    if (moved) {
      changed.push(moved);
      result.delayed.push(record.auctionId);
    }
  }

  // 3. A proof nobody objected to for TRANSFER_AUTO_CONFIRM_DAYS: confirmed by the clock, the trade COMPLETE.
  const autoDue = new Date(now.getTime() - TRANSFER_AUTO_CONFIRM_DAYS * DAY_MS);
  const unanswered = and(
    eq(titleTransfers.status, 'SUBMITTED'),
    lte(titleTransfers.proofUploadedAt, autoDue),
    auctionIn(['TRANSACTION', 'TRANSACTION_DELAY']),
  )!;
  for (const record of await transfersWhere(db, unanswered)) {
    const done = await db.transaction(async (tx) => {
      const locked = await lockAuction(tx, record.auctionId);
      const current = await transferById(tx, record.id);
      const deal = locked ? await dealOfAuction(tx, record.auctionId) : null;
      if (!current || !deal || deal.id !== current.dealId) {
        return null;
      }
      return confirmTransferIn(tx, { transfer: current, deal, actor: CLOCK, now, notices });
    });
    if (done) {
      changed.push(done.auction);
      result.autoConfirmed.push(record.auctionId);
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
 * Milliseconds until the next transfer rule is due (a reminder's day start, a due time, an automatic
 * confirmation); 0 when one is due, null when none.
 */
export async function msUntilNextTransferDeadline(db: DbOrTx, now?: Date): Promise<number | null> {
  const at = now ? ts(now) : sql`now()`;
  const raw: unknown = await db.execute(sql`
    select extract(epoch from (least(
      (select min(t.due_at - make_interval(days => ${TRANSFER_DUE_DAYS + 1 - 10})) from title_transfers t
        join auctions a on a.id = t.auction_id
        where a.status = 'TRANSACTION' and t.status in ('WAITING', 'OBJECTED') and t.reminded_day10_at is null),
      (select min(t.due_at - make_interval(days => ${TRANSFER_DUE_DAYS + 1 - 14})) from title_transfers t
        join auctions a on a.id = t.auction_id
        where a.status = 'TRANSACTION' and t.status in ('WAITING', 'OBJECTED') and t.reminded_day14_at is null),
      (select min(t.due_at) from title_transfers t join auctions a on a.id = t.auction_id
        where a.status = 'TRANSACTION' and t.status in ('WAITING', 'OBJECTED')),
      (select min(t.proof_uploaded_at + make_interval(days => ${TRANSFER_AUTO_CONFIRM_DAYS})) from title_transfers t
        join auctions a on a.id = t.auction_id
        where a.status in ('TRANSACTION', 'TRANSACTION_DELAY') and t.status = 'SUBMITTED')
    ) - ${at})) * 1000 as ms`);
  const row = (raw as { rows: { ms: string | number | null }[] }).rows[0];
  if (!row || row.ms === null) {
    return null;
  }
  return Math.max(0, Math.ceil(Number(row.ms)));
}
