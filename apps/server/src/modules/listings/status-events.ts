// The `auction-update` an operator's or seller's status change sends to the auction's room after COMMIT
// (docs/domain.md "Bids": each status change), from the listing, console and deposit services.
import type { AppContext } from '../../context';
import { toIso } from '../../lib/dates';
import type { ListingRow } from './listings.repository';

type StatusRow = Pick<ListingRow, 'id' | 'status' | 'maxBiddingPrice' | 'bidderCount' | 'endDate'>;

export function emitStatus(ctx: Pick<AppContext, 'auctionEvents'>, row: StatusRow) {
  ctx.auctionEvents.emitAuctionUpdate(row.id, {
    auctionId: row.id,
    status: row.status,
    maxBiddingPrice: row.maxBiddingPrice,
    bidderCount: row.bidderCount,
    endDate: toIso(row.endDate),
    reason: 'STATUS',
  });
}
