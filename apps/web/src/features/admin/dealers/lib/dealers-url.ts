// The dealer screen's view lives in the URL (`/admin/dealers?status=SUSPENDED&q=민수&page=2&dealer=12`), so a
// link opens a tab, a search or one dealer's panel (the dashboard and the penalties screen link here). A
// value the rules refuse is dropped, so a mistyped link still opens the queue.
import { ADMIN_DEALER_FILTERS, adminSearchForm, type AdminDealerFilter } from '@autobid/shared';

export type DealersView = { status: AdminDealerFilter; q: string; page: number; dealer: number | null };

/** A row id or page number from the URL, or null. */
export const positiveInt = (value: string | null): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 2_147_483_647 ? n : null;
};

/** The search of the URL (`q`), or '' when the rule refuses it. */
export function searchOf(params: URLSearchParams): string {
  const q = adminSearchForm.shape.q.safeParse(params.get('q') ?? '');
  return q.success ? q.data : '';
}

export function readDealersView(params: URLSearchParams): DealersView {
  const status = params.get('status') ?? '';
  return {
    status: (ADMIN_DEALER_FILTERS as readonly string[]).includes(status)
      ? (status as AdminDealerFilter)
      : 'AUDIT',
    q: searchOf(params),
    page: positiveInt(params.get('page')) ?? 1,
    dealer: positiveInt(params.get('dealer')),
  };
}

/** The URL query of a view: only what differs from the queue's first page. */
export function dealersSearch(view: DealersView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.status !== 'AUDIT') {
    params.set('status', view.status);
  }
  if (view.q) {
    params.set('q', view.q);
  }
  if (view.page > 1) {
    params.set('page', String(view.page));
  }
  if (view.dealer) {
    params.set('dealer', String(view.dealer));
  }
  return params;
}

/** A dealer's panel over the list of its tab, found by its username (links from the other screens). */
export function dealerHref(
  dealer: { id: number; username: string },
  status: AdminDealerFilter = 'APPROVED',
): string {
  return `/admin/dealers?${dealersSearch({ status, q: dealer.username, page: 1, dealer: dealer.id }).toString()}`;
}
