// The penalties screen's view lives in the URL (`/admin/penalties?tab=ALL&q=민수&page=2`, `tab=REPORTS&resolved=1`),
// so the dealer panel can link to a dealer's penalties. Values the rules refuse fall back to the first tab.
import { positiveInt, searchOf } from '../../dealers/lib/dealers-url';

export const PENALTY_TABS = ['ACTIVE', 'ALL', 'SUSPENDED', 'REPORTS'] as const;
export type PenaltyTab = (typeof PENALTY_TABS)[number];

export type PenaltiesView = { tab: PenaltyTab; q: string; page: number; isResolved: boolean };

export function readPenaltiesView(params: URLSearchParams): PenaltiesView {
  const tab = params.get('tab') ?? '';
  return {
    tab: (PENALTY_TABS as readonly string[]).includes(tab) ? (tab as PenaltyTab) : 'ACTIVE',
    q: searchOf(params),
    page: positiveInt(params.get('page')) ?? 1,
    isResolved: params.get('resolved') === '1',
  };
}

export function penaltiesSearch(view: PenaltiesView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.tab !== 'ACTIVE') {
    params.set('tab', view.tab);
  }
  if (view.q && view.tab !== 'REPORTS') {
    params.set('q', view.q);
  }
  if (view.page > 1) {
    params.set('page', String(view.page));
  }
  if (view.isResolved && view.tab === 'REPORTS') {
    params.set('resolved', '1');
  }
  return params;
}
