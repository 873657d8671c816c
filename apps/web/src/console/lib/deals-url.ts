// The deals screen's view lives in the URL (`/admin/deals?status=DEALER_DEPOSIT&q=홍길동&page=2&auction=12`),
// so the dashboard and the auction screen can link to a stage or to one deal's timeline. A value the rules
// refuse is dropped, so a mistyped link still opens the list.
import { ADMIN_DEAL_STAGES, adminDealsQuery, type AdminDealStage } from '@autobid/shared';
import { compactSearch, urlChoice, urlRowNumber, urlText } from './url-view';

export type DealsView = {
  stage: AdminDealStage | null;
  q: string;
  page: number;
  /** The auction whose deal timeline is open, and which of its deals (the one in force when null). */
  auction: number | null;
  deal: number | null;
};

export function readDealsView(params: URLSearchParams): DealsView {
  return {
    stage: urlChoice(ADMIN_DEAL_STAGES, params.get('status'), null),
    q: urlText(params, 'q', adminDealsQuery.shape.q),
    page: urlRowNumber(params.get('page')) ?? 1,
    auction: urlRowNumber(params.get('auction')),
    deal: urlRowNumber(params.get('deal')),
  };
}

/** The URL query of a view: only what differs from the first page of every deal. */
export function dealsSearch(view: DealsView): URLSearchParams {
  const entries: [string, string | number | null][] = [
    ['status', view.stage],
    ['q', view.q],
    ['page', view.page > 1 ? view.page : null],
    ['auction', view.auction],
    ['deal', view.auction ? view.deal : null],
  ];
  return compactSearch(entries);
}

/** One auction's deal timeline over the list of every deal (links from the auction screen). */
export const dealHref = (auctionId: number, dealId?: number) =>
  `/admin/deals?${dealsSearch({ stage: null, q: `#${auctionId}`, page: 1, auction: auctionId, deal: dealId ?? null }).toString()}`;
