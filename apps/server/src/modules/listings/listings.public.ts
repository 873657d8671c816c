// What others may use of the listings module: when an approved listing opens and the seller notices of the
// opening and the end (the auction clock, in its own transaction), and a listing's values as entered (sellers),
// and the status change's `auction-update` (the console).
export { auctionOpensAtSql, sellersOfListings } from './listings.repository';
export { SELLER_LINK_BUTTON, sellerListingUrl, sendSellerNotice } from './listing-notices';
export { listingValuesOf } from './listing-values';
export { emitStatus } from './status-events';
