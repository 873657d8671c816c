// Which auction a detail screen acts on: by id with the dealer's token, or by a messaging-app code
// (docs/spec.md §7: every action exists under /v1/dealers/auction/code/{code}/... as well). The two are two
// route groups of the table: api.auctions / api.deals by id, api.codeLinks by code.
import type { CallOptions } from './call';

export type AuctionTarget = { kind: 'id'; id: number } | { kind: 'code'; code: string };

type TargetCalls<T> = {
  id: (params: { id: string }) => Promise<T>;
  /** Its options keep the session: a code's 401/403 is about the link (expired, used, refused), never the login. */
  code: (params: { code: string }, options: Pick<CallOptions, 'keepSession'>) => Promise<T>;
};

/**
 * The call of the target: by id with the dealer's token, or by code, whose 401/403 never ends the session
 * of a dealer logged in on this browser (docs/domain.md "Code links").
 */
export function callTarget<T>(target: AuctionTarget, calls: TargetCalls<T>): Promise<T> {
  return target.kind === 'id'
    ? calls.id({ id: String(target.id) })
    : calls.code({ code: target.code }, { keepSession: true });
}

/** Query-cache key of the detail, so every action invalidates the screen it came from. */
export function auctionTargetKey(target: AuctionTarget) {
  return target.kind === 'id'
    ? (['auctions', 'detail', target.id] as const)
    : (['auctions', 'detail', 'code', target.code] as const);
}
