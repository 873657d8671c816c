// The auction detail by id or by code for screens outside the detail screen itself (completion form,
// seller review). Same cache key and same shape as the detail screen's, so an action on one refreshes both.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuctionDetail } from '@autobid/shared';
import {
  auctionBasePath,
  auctionTargetKey,
  targetRequestOptions,
  type AuctionTarget,
} from './auction-target';
import { getData } from './http';

/** The detail plus the server clock minus the client clock when it arrived (for countdowns). */
export type AuctionDetailView = AuctionDetail & { clockOffsetMs: number };

/** GET the detail; null when it is missing, hidden or the code is not valid (silent: the screen says so). */
async function getAuctionDetailByTarget(target: AuctionTarget): Promise<AuctionDetailView | null> {
  const detail = await getData<AuctionDetail>(auctionBasePath(target), undefined, {
    silent: true,
    ...targetRequestOptions(target),
  });
  if (!detail) {
    return null;
  }
  const serverNow = new Date(detail.serverNow).getTime();
  return { ...detail, clockOffsetMs: Number.isFinite(serverNow) ? serverNow - Date.now() : 0 };
}

export function isValidTarget(target: AuctionTarget): boolean {
  return target.kind === 'id' ? Number.isInteger(target.id) && target.id > 0 : target.code.length > 0;
}

function auctionDetailByTargetOptions(target: AuctionTarget) {
  return queryOptions({
    queryKey: auctionTargetKey(target),
    queryFn: () => getAuctionDetailByTarget(target),
    enabled: isValidTarget(target),
  });
}

export function useAuctionDetailByTarget(target: AuctionTarget) {
  return useQuery(auctionDetailByTargetOptions(target));
}
