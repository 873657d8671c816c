// The penalties screen's view lives in the URL (`/admin/penalties?tab=ALL&q=민수&page=2`, `tab=REPORTS&resolved=1`),
// so the dealer panel can link to a dealer's penalties. Values the rules refuse fall back to the first tab.
import { adminSearchForm } from '@autobid/shared';
import { compactSearch, urlChoice, urlRowNumber, urlText } from '../../../lib/url-view';

export const PENALTY_TABS = ['ACTIVE', 'ALL', 'SUSPENDED', 'REPORTS'] as const;
export type PenaltyTab = (typeof PENALTY_TABS)[number];

export type PenaltiesView = { tab: PenaltyTab; q: string; page: number; isResolved: boolean };

export function readPenaltiesView(params: URLSearchParams): PenaltiesView {
  return {
    tab: urlChoice(PENALTY_TABS, params.get('tab'), 'ACTIVE'),
    q: urlText(params, 'q', adminSearchForm.shape.q),
    page: urlRowNumber(params.get('page')) ?? 1,
    isResolved: params.get('resolved') === '1',
  };
}

export function penaltiesSearch(view: PenaltiesView): URLSearchParams {
  return compactSearch([
    ['tab', view.tab === 'ACTIVE' ? null : view.tab],
    ['q', view.tab === 'REPORTS' ? null : view.q],
    ['page', view.page > 1 ? view.page : null],
    ['resolved', view.isResolved && view.tab === 'REPORTS' ? '1' : null],
  ]);
}
