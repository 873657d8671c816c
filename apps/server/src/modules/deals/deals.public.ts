// What the deal clock (jobs/), the console and the seller's screens may use of the deals module's data: the
// locks, transitions and lookups their conditional updates are made of, the reference a deposit carries, and
// an auction's deals with their dealers.
export {
  dealInForceAt,
  dealerColumns,
  dealsOfAuction,
  heldByUnavailableDealers,
  lockAuctionStatus,
  partiesOf,
  referenceOfDeposit,
  transitionAuction,
  type DealDealer,
  type DealWithDealer,
} from './deals.repository';
