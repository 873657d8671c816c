// The dashboard's two reads: the counts of what waits for an operator, and the daily series over the last
// days, each one statement. Asia/Seoul days are the database's arithmetic (`at time zone`) on the injected
// now, so a test that moves the clock moves the days, and no offset is hard-coded here.
import {
  BUSINESS_TIME_ZONE,
  CANCELED_STATUSES,
  COMPLETED_TRADE_STATUSES,
  DASHBOARD_DAYS,
} from '@autobid/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';

const zone = sql.raw(`'${BUSINESS_TIME_ZONE}'`);
const statusList = (statuses: readonly string[]) =>
  sql.raw(statuses.map((status) => `'${status}'`).join(', '));
const traded = statusList(COMPLETED_TRADE_STATUSES);
const canceled = statusList(CANCELED_STATUSES);
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
/** Days before today in the window (a constant of the code, written into the statement). */
const span = sql.raw(String(DASHBOARD_DAYS - 1));

/** Both drivers answer `{ rows }`; numbers may come back as strings (int8, numeric). */
type Raw<T> = { rows: T[] };
type Numeric = string | number | null;
const num = (value: Numeric): number => (value === null ? 0 : Number(value));

export type CountsRow = {
  dealersWaiting: number;
  listingsWaiting: number;
  liveAuctions: number;
  dealsWaitingFee: number;
  nearestFeeDeadline: Date | null;
  unmatchedDeposits: number;
};

export async function readCounts(db: DbOrTx): Promise<CountsRow> {
  const raw: unknown = await db.execute(sql`
    select
      (select count(*) from dealers where status = 'AUDIT') as dealers_waiting,
      (select count(*) from auctions where status = 'AUDIT') as listings_waiting,
      (select count(*) from auctions where status = 'PROGRESS') as live_auctions,
      (select count(*) from auctions where status = 'DEALER_DEPOSIT') as deals_waiting_fee,
      (select extract(epoch from min(d.deposit_deadline)) * 1000 from deals d
        join auctions a on a.id = d.auction_id
        where a.status = 'DEALER_DEPOSIT' and d.canceled_at is null) as nearest_fee_deadline_ms,
      (select count(*) from deposits where deal_id is null and refunded_at is null) as unmatched_deposits
  `);
  const row = (
    raw as Raw<{
      dealers_waiting: Numeric;
      listings_waiting: Numeric;
      live_auctions: Numeric;
      deals_waiting_fee: Numeric;
      nearest_fee_deadline_ms: Numeric;
      unmatched_deposits: Numeric;
    }>
  ).rows[0];
  if (!row) {
    throw new Error('dashboard counts: no row');
  }
  return {
    dealersWaiting: num(row.dealers_waiting),
    listingsWaiting: num(row.listings_waiting),
    liveAuctions: num(row.live_auctions),
    dealsWaitingFee: num(row.deals_waiting_fee),
    nearestFeeDeadline:
      row.nearest_fee_deadline_ms === null ? null : new Date(Math.round(Number(row.nearest_fee_deadline_ms))),
    unmatchedDeposits: num(row.unmatched_deposits),
  };
}

export type DayRow = {
  day: string;
  listingsOpened: number;
  bids: number;
  auctionsEnded: number;
  auctionsDecided: number;
  auctionsTraded: number;
  feesPaid: number;
  feesRefunded: number;
};

/**
 * One row per Asia/Seoul day, the last DASHBOARD_DAYS days up to the day of `now`, oldest first: every day
 * from generate_series, each series grouped once and joined by day (zero where nothing happened). An event
 * counts from 00:00 of the first day up to `now` (a listing scheduled to open later today has not opened).
 */
export async function readDays(db: DbOrTx, now: Date): Promise<DayRow[]> {
  const raw: unknown = await db.execute(sql`
    with bounds as (
      select (${at(now)} at time zone ${zone})::date as today
    ),
    window_ as (
      select today, ((today - ${span})::timestamp at time zone ${zone}) as since from bounds
    ),
    days as (
      select g::date as day
      from window_, generate_series((today - ${span})::timestamp, today::timestamp, interval '1 day') g
    ),
    opened as (
      select (a.start_at at time zone ${zone})::date as day, count(*) as n
      from auctions a, window_ w
      where a.start_at >= w.since and a.start_at <= ${at(now)}
      group by 1
    ),
    bids as (
      select (b.bidding_at at time zone ${zone})::date as day, count(*) as n
      from biddings b, window_ w
      where b.bidding_at >= w.since and b.bidding_at <= ${at(now)}
      group by 1
    ),
    ended as (
      select (a.end_date at time zone ${zone})::date as day,
             count(*) as n,
             count(*) filter (where a.status in (${traded})) as traded,
             -- Settled: traded, cancelled, or ended with no bid or past the seller's selection with none chosen.
             count(*) filter (where a.status in (${traded}) or a.status in (${canceled})
               or (a.status = 'TIME_EXPIRED' and (a.bidder_count = 0 or a.select_expire_at is null
                 or a.select_expire_at <= ${at(now)}))) as decided
      from auctions a, window_ w
      where a.end_date >= w.since and a.end_date <= ${at(now)}
      group by 1
    ),
    fees as (
      select (d.deposit_confirmed_at at time zone ${zone})::date as day,
             sum(coalesce(d.fee, 0)) as paid,
             sum(coalesce(d.fee, 0)) filter (where d.fee_refunded_at is not null) as refunded
      from deals d, window_ w
      where d.deposit_confirmed_at >= w.since and d.deposit_confirmed_at <= ${at(now)}
      group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as day,
           opened.n as listings_opened,
           bids.n as bids,
           ended.n as auctions_ended,
           ended.decided as auctions_decided,
           ended.traded as auctions_traded,
           fees.paid as fees_paid,
           fees.refunded as fees_refunded
    from days
    left join opened on opened.day = days.day
    left join bids on bids.day = days.day
    left join ended on ended.day = days.day
    left join fees on fees.day = days.day
    order by days.day
  `);
  return (
    raw as Raw<{
      day: string;
      listings_opened: Numeric;
      bids: Numeric;
      auctions_ended: Numeric;
      auctions_decided: Numeric;
      auctions_traded: Numeric;
      fees_paid: Numeric;
      fees_refunded: Numeric;
    }>
  ).rows.map((row) => ({
    day: row.day,
    listingsOpened: num(row.listings_opened),
    bids: num(row.bids),
    auctionsEnded: num(row.auctions_ended),
    auctionsDecided: num(row.auctions_decided),
    auctionsTraded: num(row.auctions_traded),
    feesPaid: num(row.fees_paid),
    feesRefunded: num(row.fees_refunded),
  }));
}
