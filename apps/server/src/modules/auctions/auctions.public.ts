// What other modules may use of the auctions module's data: the auction and deal row types, the read
// helpers deals, reviews, sellers and admin build on, and how a list shows auctions.
export { auctionPage, mainImageOf } from './auction-pages';
export {
  dealOfAuction,
  imagesOf,
  isLikedBy,
  type AuctionRow,
  type AuctionWithBrand,
  type DealRow,
} from './auctions.repository';
export { cancelDealInForce, type DealCanceledBy } from './deal-in-force';
