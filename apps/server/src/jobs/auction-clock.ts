// The clock-driven auction transitions: OPEN (APPROVED -> PROGRESS at 09:00 Asia/Seoul) and CLOSE (PROGRESS ->
// TIME_EXPIRED at endDate), applied by the lifecycle as the clock, each with the seller's notice in the same
// transaction.
import { AUCTION_DURATION_HOURS, SELECT_WINDOW_HOURS } from '@autobid/shared';
import { eq, min, sql, type SQL } from 'drizzle-orm';
import { auctions } from '../db/schema';
import type { DbOrTx } from '../db/types';
import {
  CLOCK,
  applyAll,
  auctionOpensAtSql,
  sellersOfListings,
  sendSellerNotice,
} from '../modules/auctions/auctions.public';
import type { AlimtalkSender } from '../providers/messaging';
import { emitAuctionState, type AuctionEvents } from '../realtime/auction-events';

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
  /**
   * Sends the seller's notices (the auction opened; it ended with N bids and the selection deadline). The
   * scheduler passes the context's Alimtalk provider; left out (tests of the transitions alone), none is sent.
   */
  alimtalk?: AlimtalkSender;
  /** PUBLIC_URL, the base of the seller notices' listing link (the scheduler passes config.PUBLIC_URL). */
  publicUrl?: string;
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

const returningColumns = {
  id: auctions.id,
  maxBiddingPrice: auctions.maxBiddingPrice,
  bidderCount: auctions.bidderCount,
  endDate: auctions.endDate,
  selectExpireAt: auctions.selectExpireAt,
};

type ChangedRow = {
  id: number;
  bidderCount: number;
  endDate: Date | null;
  selectExpireAt: Date | null;
};

/** The seller of each changed auction hears of it, in the transaction of the change. */
async function notifySellers(
  tx: DbOrTx,
  options: Pick<AuctionClockOptions, 'alimtalk' | 'publicUrl'>,
  rows: ChangedRow[],
  kind: 'OPENED' | 'ENDED',
): Promise<void> {
  const { alimtalk } = options;
  if (!alimtalk || !rows.length) {
    return;
  }
  const sellers = await sellersOfListings(
    tx,
    rows.map((row) => row.id),
  );
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    const seller = sellers.get(row.id);
    if (!seller) {
      continue;
    }
    await sendSellerNotice(
      tx,
      { alimtalk, publicUrl: options.publicUrl ?? '' },
      { auctionId: row.id, ...seller },
      kind === 'OPENED'
        ? { kind, endDate: row.endDate }
        : { kind, bidderCount: row.bidderCount, selectExpireAt: row.selectExpireAt },
    );
  }
}

/**
 * Performs both transitions, each as one conditional UPDATE (`applyAll`) (in a transaction with the seller notices of
 * the rows it changed): any number of processes may run this at the same moment and every auction still
 * changes, and its seller is told, exactly once (the row lock plus the re-checked status condition let
 * only the first statement through). Opening runs first so a server that was down for days opens and
 * then closes an auction in the same pass.
 */
export async function runAuctionClock(
  db: DbOrTx,
  options: AuctionClockOptions = {},
): Promise<AuctionClockResult> {
  const now = nowSql(options.now);
  const selectWindowHours = options.selectWindowHours ?? SELECT_WINDOW_HOURS;

  const openedRows = await db.transaction(async (tx) => {
    const rows = await applyAll(tx, 'OPEN', CLOCK, {
      now,
      set: {
        // Column references in SET read the row as it was, so both use the old start_at.
        startAt: sql`${auctionOpensAtSql}`,
        endDate: sql`${auctionOpensAtSql} + make_interval(hours => ${AUCTION_DURATION_HOURS}::int)`,
      },
      where: sql`${auctionOpensAtSql} <= ${now}`,
      returning: returningColumns,
    });
    await notifySellers(tx, options, rows, 'OPENED');
    return rows;
  });

  const closedRows = await db.transaction(async (tx) => {
    const rows = await applyAll(tx, 'CLOSE', CLOCK, {
      now,
      set: { selectExpireAt: sql`${auctions.endDate} + make_interval(hours => ${selectWindowHours}::int)` },
      where: sql`${auctions.endDate} <= ${now}`,
      returning: returningColumns,
    });
    await notifySellers(tx, options, rows, 'ENDED');
    return rows;
  });

  const transition = (row: (typeof openedRows)[number], status: AuctionTransition['status']) => ({
    id: row.id,
    status,
    maxBiddingPrice: row.maxBiddingPrice,
    bidderCount: row.bidderCount,
    endDate: row.endDate,
  });
  const opened = openedRows.map((row) => transition(row, 'PROGRESS')).sort((a, b) => a.id - b.id);
  const closed = closedRows.map((row) => transition(row, 'TIME_EXPIRED')).sort((a, b) => a.id - b.id);

  if (options.events) {
    for (const change of [...opened, ...closed]) {
      emitAuctionState(options.events, change, 'STATUS');
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
