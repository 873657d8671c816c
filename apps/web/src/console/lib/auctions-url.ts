// The auction screen's view lives in the URL (`/admin/auctions?status=LIVE&q=PCX&page=2`, one auction at
// `?id=12`), so the review queue, a search or one listing can be linked (dashboard, deals, audit log). A value
// the rules refuse is dropped, so a mistyped link still opens the queue.
import { ADMIN_AUCTION_FILTERS, adminListingsQuery, type AdminAuctionFilter } from '@autobid/shared';
import { compactSearch, urlChoice, urlRowNumber, urlText } from './url-view';

/** `status` null: every auction (전체). */
export type AuctionsView = { status: AdminAuctionFilter | null; q: string; page: number; id: number | null };

/** The queue opens on the listings waiting for review. */
export const DEFAULT_AUCTION_FILTER: AdminAuctionFilter = 'AUDIT';
const ALL = 'ALL';

export function readAuctionsView(params: URLSearchParams): AuctionsView {
  const status = params.get('status');
  return {
    status: status === ALL ? null : urlChoice(ADMIN_AUCTION_FILTERS, status, DEFAULT_AUCTION_FILTER),
    q: urlText(params, 'q', adminListingsQuery.shape.q),
    page: urlRowNumber(params.get('page')) ?? 1,
    id: urlRowNumber(params.get('id')),
  };
}

/** The URL query of a view: only what differs from the review queue's first page. */
export function auctionsSearch(view: AuctionsView): URLSearchParams {
  const entries: [string, string | number | null][] = [
    ['status', view.status === DEFAULT_AUCTION_FILTER ? null : (view.status ?? ALL)],
    ['q', view.q],
    ['page', view.page > 1 ? view.page : null],
    ['id', view.id],
  ];
  return compactSearch(entries);
}

/** One auction's page. */
export const auctionHref = (id: number) => `/admin/auctions?id=${id}`;
