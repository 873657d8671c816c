// What other modules may use of the sellers module's data: the bids still standing on a seller's auction.
export { activeBidsOf } from './sellers.repository';
