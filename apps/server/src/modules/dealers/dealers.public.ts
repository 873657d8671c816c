// What other modules may use of the dealers module's data: the dealer row by id and its type.
export { findDealerById, type DealerRow } from './dealers.repository';
