// The seller app's query keys, all under ['seller'] so a seller logout drops them in one go.
export const sellerKeys = {
  all: ['seller'] as const,
  me: () => ['seller', 'me'] as const,
  auctions: () => ['seller', 'auctions'] as const,
  auctionList: (page: number) => ['seller', 'auctions', 'list', page] as const,
  auction: (id: number) => ['seller', 'auctions', 'detail', id] as const,
};
