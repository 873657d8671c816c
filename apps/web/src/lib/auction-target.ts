// Which auction a detail screen acts on: by id with the dealer's token, or by a messaging-app code
// (docs/spec.md §7: every action exists under /v1/dealers/auction/code/{code}/... as well).
export type AuctionTarget = { kind: 'id'; id: number } | { kind: 'code'; code: string };

/** Base path of the detail call; actions append `/confirm-bidding`, `/cancel`, `/bidding/` and so on. */
export function auctionBasePath(target: AuctionTarget): string {
  return target.kind === 'id'
    ? `/v1/dealers/auction/${target.id}`
    : `/v1/dealers/auction/code/${encodeURIComponent(target.code)}`;
}

/**
 * What a call to the target keeps of the dealer's login: a code's 401/403 is about the link (expired, used,
 * refused), so it never ends the session of a dealer logged in on this browser (docs/domain.md "Code links").
 */
export function targetRequestOptions(target: AuctionTarget): { keepSession?: boolean } {
  return target.kind === 'code' ? { keepSession: true } : {};
}

/** Query-cache key of the detail, so every action invalidates the screen it came from. */
export function auctionTargetKey(target: AuctionTarget) {
  return target.kind === 'id'
    ? (['auctions', 'detail', target.id] as const)
    : (['auctions', 'detail', 'code', target.code] as const);
}
