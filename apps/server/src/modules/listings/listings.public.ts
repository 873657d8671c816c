// What the auction clock (jobs/) may use of the listings module: when an approved listing opens, and the
// seller notices of the opening and the end, written in the clock's own transaction.
export { auctionOpensAtSql, sellersOfListings } from './listings.repository';
export { sendSellerNotice } from './listing-notices';
