// The `auction-update` an operator's or seller's status change sends to the auction's room after COMMIT
// (docs/domain.md "Bids": each status change), from the listing, console and deposit services.
import type { AppContext } from '../../context';
import { emitAuctionState } from '../../realtime/auction-events';
import type { AuctionRow } from './auctions.repository';

type StatusRow = Pick<AuctionRow, 'id' | 'status' | 'maxBiddingPrice' | 'bidderCount' | 'endDate'>;

export function emitStatus(ctx: Pick<AppContext, 'auctionEvents'>, row: StatusRow) {
  emitAuctionState(ctx.auctionEvents, row, 'STATUS');
}
