// What other modules may use of the auctions module's data: the auction and deal row types and the
// read helpers deals, reviews, sellers and admin build on.
export {
  dealOfAuction,
  imagesOf,
  isLikedBy,
  type AuctionRow,
  type AuctionWithBrand,
  type DealRow,
} from './auctions.repository';
