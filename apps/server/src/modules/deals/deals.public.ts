// What the deal clock (jobs/) may use of the deals module's data: the locks, transitions and lookups its
// conditional updates are made of.
export {
  heldByUnavailableDealers,
  lockAuctionStatus,
  partiesOf,
  transitionAuction,
} from './deals.repository';
