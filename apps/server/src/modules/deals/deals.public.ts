// What the deal clock (jobs/) and the console's deposit screen may use of the deals module's data: the
// locks, transitions and lookups their conditional updates are made of, and the reference a deposit carries.
export {
  heldByUnavailableDealers,
  lockAuctionStatus,
  partiesOf,
  referenceOfDeposit,
  transitionAuction,
} from './deals.repository';
