// Which deals are in force, as a condition on deals joined to their auctions: the one fact about deals that
// modules below the auction's lifecycle count by (the dealer's counters, the console's dealer record), kept
// on the schema alone so that counting a dealer's deals needs no import of the module that moves them.
import { and, inArray, isNull } from 'drizzle-orm';
import { COMPLETED_TRADE_STATUSES, type AuctionStatus } from '@autobid/shared';
import { auctions, deals } from './schema';

/**
 * A deal in force (not cancelled or released: that is history) whose auction is at one of `statuses`, for a
 * query of deals joined to their auctions.
 */
export const dealInForceAt = (statuses: readonly AuctionStatus[]) =>
  and(isNull(deals.canceledAt), inArray(auctions.status, [...statuses]));

/**
 * A trade that took place: the deal in force and its auction at COMPLETE or a title-transfer state
 * (docs/domain.md "Dealer trust").
 */
export const completedTrade = () => dealInForceAt(COMPLETED_TRADE_STATUSES);
