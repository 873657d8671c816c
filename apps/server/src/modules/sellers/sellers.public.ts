// What other modules may use of the sellers module: the seller's name (a listing goes to review only with
// one), and whether a listing is the seller's (the seller's `/auction` socket room).
export { sellerNameOf, sellerOwnsAuction } from './seller-account';
