// What others may use of the listings module: when an approved listing opens and the seller notices of the
// opening and the end (the auction clock, in its own transaction), and a listing's values as entered (sellers).
export { auctionOpensAtSql, sellersOfListings } from './listings.repository';
export { sendSellerNotice } from './listing-notices';
export { listingValuesOf } from './listing-values';
