// The auction detail by id or by code for screens outside the detail screen itself (completion form,
// seller review). Same cache key and same shape as the detail screen's, so an action on one refreshes both.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type RouteData } from '@autobid/shared';
import { auctionTargetKey, callTarget, type AuctionTarget } from './auction-target';
import { ApiError, call } from './call';

/** The detail plus the server clock minus the client clock when it arrived (for countdowns). */
export type AuctionDetailView = RouteData<typeof api.auctions.detail> & { clockOffsetMs: number };

/**
 * The refusals that mean "no such auction here" (null: the screen's not-found view): a missing or hidden
 * auction, and for a code also one that is unknown, expired, used (401) or for another step (403).
 */
const ABSENT_STATUSES: Record<AuctionTarget['kind'], readonly number[]> = {
  id: [404],
  code: [401, 403, 404],
};

function fetchDetail(target: AuctionTarget, signal?: AbortSignal) {
  return callTarget(target, {
    id: (params) => call(api.auctions.detail, { params }, { signal }),
    code: (params, options) => call(api.codeLinks.detail, { params }, { ...options, signal }),
  });
}

/** The detail; null when it is missing or the code cannot open it; any other failure throws (docs/decisions/024). */
async function getAuctionDetailByTarget(
  target: AuctionTarget,
  signal?: AbortSignal,
): Promise<AuctionDetailView | null> {
  try {
    const detail = await fetchDetail(target, signal);
    const serverNow = new Date(detail.serverNow).getTime();
    return { ...detail, clockOffsetMs: Number.isFinite(serverNow) ? serverNow - Date.now() : 0 };
  } catch (error) {
    if (
      error instanceof ApiError &&
      error.status !== null &&
      ABSENT_STATUSES[target.kind].includes(error.status)
    ) {
      return null;
    }
    throw error;
  }
}

export function isValidTarget(target: AuctionTarget): boolean {
  return target.kind === 'id' ? Number.isInteger(target.id) && target.id > 0 : target.code.length > 0;
}

function auctionDetailByTargetOptions(target: AuctionTarget) {
  return queryOptions({
    queryKey: auctionTargetKey(target),
    queryFn: ({ signal }) => getAuctionDetailByTarget(target, signal),
    enabled: isValidTarget(target),
  });
}

export function useAuctionDetailByTarget(target: AuctionTarget) {
  return useQuery(auctionDetailByTargetOptions(target));
}
