// The dealer screen's view lives in the URL (`/admin/dealers?status=SUSPENDED&q=민수&page=2&dealer=12`), so a
// link opens a tab, a search or one dealer's panel (the dashboard and the penalties screen link here). A
// value the rules refuse is dropped, so a mistyped link still opens the queue.
import {
  ADMIN_DEALER_FILTERS,
  DEALER_TIERS,
  adminSearchForm,
  type AdminDealerFilter,
  type DealerTier,
} from '@autobid/shared';
import { compactSearch, urlChoice, urlRowNumber, urlText } from './url-view';

export type DealersView = {
  status: AdminDealerFilter;
  q: string;
  page: number;
  dealer: number | null;
  /** Only the dealers of this tier (docs/domain.md "Dealer score and tiers"); null: every tier. */
  tier: DealerTier | null;
};

export function readDealersView(params: URLSearchParams): DealersView {
  return {
    status: urlChoice(ADMIN_DEALER_FILTERS, params.get('status'), 'AUDIT'),
    q: urlText(params, 'q', adminSearchForm.shape.q),
    page: urlRowNumber(params.get('page')) ?? 1,
    dealer: urlRowNumber(params.get('dealer')),
    tier: urlChoice(DEALER_TIERS, params.get('tier'), null),
  };
}

/** The URL query of a view: only what differs from the queue's first page. */
export function dealersSearch(view: DealersView): URLSearchParams {
  return compactSearch([
    ['status', view.status === 'AUDIT' ? null : view.status],
    ['q', view.q],
    ['page', view.page > 1 ? view.page : null],
    ['dealer', view.dealer],
    ['tier', view.tier],
  ]);
}

/** A dealer's panel over the list of its tab, found by its username (links from the other screens). */
export function dealerHref(
  dealer: { id: number; username: string },
  status: AdminDealerFilter = 'APPROVED',
): string {
  return `/admin/dealers?${dealersSearch({ status, q: dealer.username, page: 1, dealer: dealer.id, tier: null }).toString()}`;
}
