// The clock-driven auction transitions: APPROVED -> PROGRESS at 09:00 Asia/Seoul, PROGRESS -> TIME_EXPIRED at endDate.
import {
  AUCTION_DURATION_HOURS,
  AUCTION_START_HOUR_KST,
  BUSINESS_TIME_ZONE,
  SELECT_WINDOW_HOURS,
  type AuctionUpdateEvent,
} from '@autobid/shared';
import { and, eq, min, sql, type SQL } from 'drizzle-orm';
import { auctions } from '../db/schema';
import type { DbOrTx } from '../db/types';
import type { AuctionEvents } from '../realtime/auction-events';

export type AuctionClockOptions = {
  /** Receives one `auction-update` (reason STATUS) per changed auction. */
  events?: Pick<AuctionEvents, 'emitAuctionUpdate'>;
  /**
   * Compare against this instant instead of the database's now() (tests). In production leave it
   * out: the database clock is the one authority every process agrees on.
   */
  now?: Date;
  /** Hours the seller has to select a bid after the auction ends (SELECT_WINDOW_HOURS). */
  selectWindowHours?: number;
};

export type AuctionTransition = {
  id: number;
  status: 'PROGRESS' | 'TIME_EXPIRED';
  maxBiddingPrice: number;
  bidderCount: number;
  endDate: Date | null;
};

export type AuctionClockResult = {
  /** APPROVED -> PROGRESS. */
  opened: AuctionTransition[];
  /** PROGRESS -> TIME_EXPIRED. */
  closed: AuctionTransition[];
};

function nowSql(now: Date | undefined): SQL {
  // An explicit cast: drivers would otherwise send the parameter as text of unknown type.
  return now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
}

/**
 * When an APPROVED auction opens: its start_at when set, else the first 09:00 Asia/Seoul strictly
 * after approved_at. Shifting the local time back 9 hours makes "the day whose 09:00 is at or before
 * it" a plain date_trunc; one day later at 09:00 is then the next 09:00 strictly after. Asia/Seoul
 * has no daylight saving, but the database does the zone arithmetic anyway so no offset is hard-coded.
 */
const startHour = sql.raw(`interval '${AUCTION_START_HOUR_KST} hours'`);
const zone = sql.raw(`'${BUSINESS_TIME_ZONE}'`);
export const auctionOpensAtSql: SQL = sql`coalesce(
  ${auctions.startAt},
  (date_trunc('day', (${auctions.approvedAt} at time zone ${zone}) - ${startHour})
    + interval '1 day' + ${startHour}) at time zone ${zone}
)`;

const returningColumns = {
  id: auctions.id,
  maxBiddingPrice: auctions.maxBiddingPrice,
  bidderCount: auctions.bidderCount,
  endDate: auctions.endDate,
};

/**
 * Performs both transitions, each as one conditional UPDATE: any number of processes may run this at
 * the same moment and every auction still changes exactly once (the row lock plus the re-checked
 * status condition let only the first statement through). Opening runs first so a server that was
 * down for days opens and then closes an auction in the same pass.
 */
export async function runAuctionClock(
  db: DbOrTx,
  options: AuctionClockOptions = {},
): Promise<AuctionClockResult> {
  const now = nowSql(options.now);
  const selectWindowHours = options.selectWindowHours ?? SELECT_WINDOW_HOURS;

  const openedRows = await db
    .update(auctions)
    .set({
      status: 'PROGRESS',
      // Column references in SET read the row as it was, so both use the old start_at.
      startAt: sql`${auctionOpensAtSql}`,
      endDate: sql`${auctionOpensAtSql} + make_interval(hours => ${AUCTION_DURATION_HOURS}::int)`,
      statusChangedAt: now,
      updatedAt: now,
    })
    .where(and(eq(auctions.status, 'APPROVED'), sql`${auctionOpensAtSql} <= ${now}`))
    .returning(returningColumns);

  const closedRows = await db
    .update(auctions)
    .set({
      status: 'TIME_EXPIRED',
      selectExpireAt: sql`${auctions.endDate} + make_interval(hours => ${selectWindowHours}::int)`,
      statusChangedAt: now,
      updatedAt: now,
    })
    .where(and(eq(auctions.status, 'PROGRESS'), sql`${auctions.endDate} <= ${now}`))
    .returning(returningColumns);

  const opened = openedRows
    .map((row) => ({ ...row, status: 'PROGRESS' as const }))
    .sort((a, b) => a.id - b.id);
  const closed = closedRows
    .map((row) => ({ ...row, status: 'TIME_EXPIRED' as const }))
    .sort((a, b) => a.id - b.id);

  if (options.events) {
    for (const change of [...opened, ...closed]) {
      const payload: AuctionUpdateEvent = {
        auctionId: change.id,
        status: change.status,
        maxBiddingPrice: change.maxBiddingPrice,
        bidderCount: change.bidderCount,
        endDate: change.endDate ? change.endDate.toISOString() : null,
        reason: 'STATUS',
      };
      options.events.emitAuctionUpdate(change.id, payload);
    }
  }
  return { opened, closed };
}

/**
 * Milliseconds from now (the database's, or the injected instant) until the next transition is due:
 * the soonest end of a PROGRESS auction or start of an APPROVED one. 0 when one is already due, null
 * when nothing is scheduled. Measured by the database so the machine's own clock never matters.
 */
export async function msUntilNextAuctionTransition(db: DbOrTx, now?: Date): Promise<number | null> {
  const at = nowSql(now);
  const nextEnd = db
    .select({ at: min(auctions.endDate) })
    .from(auctions)
    .where(eq(auctions.status, 'PROGRESS'));
  const nextStart = db
    .select({ at: sql`min(${auctionOpensAtSql})` })
    .from(auctions)
    .where(eq(auctions.status, 'APPROVED'));
  const [row] = await db
    .select({
      ms: sql<string | null>`extract(epoch from (least((${nextEnd}), (${nextStart})) - ${at})) * 1000`,
    })
    .from(sql`(select 1) as one`);
  if (!row || row.ms === null) {
    return null;
  }
  return Math.max(0, Math.ceil(Number(row.ms)));
}
