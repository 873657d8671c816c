// The disputes screen's view lives in the URL (`/admin/disputes?status=CLOSED&page=2&id=7`), so the dashboard's
// counter opens the queue and a link opens one dispute. A value the rules refuse is dropped, so a mistyped
// link still opens the queue.
import { compactSearch, urlChoice, urlRowNumber } from '../../../lib/url-view';

export const DISPUTE_TABS = ['OPEN', 'CLOSED', 'ALL'] as const;
export type DisputeTab = (typeof DISPUTE_TABS)[number];
export const DISPUTE_TAB_LABELS: Record<DisputeTab, string> = {
  OPEN: '판정 대기',
  CLOSED: '종료',
  ALL: '전체',
};

export type DisputesView = { status: DisputeTab; page: number; id: number | null };

export function readDisputesView(params: URLSearchParams): DisputesView {
  return {
    status: urlChoice(DISPUTE_TABS, params.get('status'), 'OPEN'),
    page: urlRowNumber(params.get('page')) ?? 1,
    id: urlRowNumber(params.get('id')),
  };
}

/** The URL query of a view: only what differs from the queue's first page. */
export function disputesSearch(view: DisputesView): URLSearchParams {
  return compactSearch([
    ['status', view.status === 'OPEN' ? null : view.status],
    ['page', view.page > 1 ? view.page : null],
    ['id', view.id],
  ]);
}
