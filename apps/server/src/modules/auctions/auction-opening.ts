// When an approved listing opens for bidding, in SQL (docs/domain.md "Auction lifecycle"): the auction clock
// opens listings by it (OPEN), approval reports it, and the operator's auction detail shows it.
import { AUCTION_START_HOUR_KST, BUSINESS_TIME_ZONE } from '@autobid/shared';
import { eq, sql, type SQL } from 'drizzle-orm';
import { auctions } from '../../db/schema';
import type { DbOrTx } from '../../db/types';

/**
 * When an APPROVED listing opens for bidding (docs/domain.md "Auction lifecycle"): its start_at, which the
 * approval sets from the shared auctionOpensAt; for a listing approved without one, the same rule in SQL
 * (test/auction-opening.test.ts holds the two equal): the first 09:00 Asia/Seoul strictly after approved_at. Shifting the local time back 9 hours makes
 * "the day whose 09:00 is at or before it" a plain date_trunc; one day later at 09:00 is then the next
 * 09:00 strictly after. Asia/Seoul has no daylight saving, but the database does the zone arithmetic
 * anyway so no offset is hard-coded. The auction clock opens listings by it; approval reports it.
 */
const startHour = sql.raw(`interval '${AUCTION_START_HOUR_KST} hours'`);
const zone = sql.raw(`'${BUSINESS_TIME_ZONE}'`);
export const auctionOpensAtSql: SQL = sql`coalesce(
  ${auctions.startAt},
  (date_trunc('day', (${auctions.approvedAt} at time zone ${zone}) - ${startHour})
    + interval '1 day' + ${startHour}) at time zone ${zone}
)`;

/** When the auction opens (null for one neither approved nor given a start). */
export async function auctionOpensAtOf(db: DbOrTx, auctionId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | null>`${auctionOpensAtSql}` })
    .from(auctions)
    .where(eq(auctions.id, auctionId));
  return row?.at ? new Date(row.at) : null;
}
