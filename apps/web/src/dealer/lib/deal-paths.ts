// Where a deal at handover is, by id (signed in) or by a messaging-app code: the deal's own page and the
// price claim form (docs/domain.md "Handover"). The deal panel, the completion form and the claim form
// link to each other through these.
import type { AuctionTarget } from '@/lib/auction-target';

const byCode = (route: string, code: string) => `/alimtalk/auction/${route}/${encodeURIComponent(code)}`;

/**
 * The deal at handover with its claim's status: the deal detail by id; by code the completion page, since
 * the links sent from the trade date on (and with every claim notice) are completion links.
 */
export function dealPath(target: AuctionTarget): string {
  return target.kind === 'id' ? `/deal/detail/${target.id}` : byCode('complete', target.code);
}

/** The price claim form of the deal. */
export function claimPath(target: AuctionTarget): string {
  return target.kind === 'id'
    ? `/deal/detail/${target.id}/price-adjustment`
    : byCode('price-adjustment', target.code);
}
