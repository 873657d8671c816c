// What other modules may use of the dealers module's data: the dealer row by id and its type, and whether
// an operator ever approved its identity.
export { findDealerById, type DealerRow } from './dealers.repository';
export { hasApprovedIdentity } from './dealer-identity';
