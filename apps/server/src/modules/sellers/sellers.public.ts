// What other modules may use of the sellers module's data: the bids still standing on a seller's auction
// (with the bidders' names and phones), and whether a listing is the seller's (the seller's `/auction` socket room).
export { activeBidsOf, sellerOwnsAuction } from './sellers.repository';
