// What other modules may use of the dealers module. The dealer's row and its read by id are the access
// policy's (access/access-policy.ts), below every module that acts; they are named here too until every
// caller imports them from there.
export { findDealerById, type DealerRow } from '../access/access-policy';
