// The deposit screen's view lives in the URL (`/admin/deposits?state=MATCHED&q=김민수&page=2&deposit=12`), so
// the dashboard's unmatched count can link to the queue and a link opens one deposit. A value the rules
// refuse is dropped, so a mistyped link still opens the unmatched queue.
import { ADMIN_DEPOSIT_STATES, adminDepositsQuery, type AdminDepositState } from '@autobid/shared';
import { compactSearch, urlChoice, urlRowNumber, urlText } from '../../../lib/url-view';

export type DepositsView = { state: AdminDepositState; q: string; page: number; deposit: number | null };

export function readDepositsView(params: URLSearchParams): DepositsView {
  return {
    state: urlChoice(ADMIN_DEPOSIT_STATES, params.get('state'), 'UNMATCHED'),
    q: urlText(params, 'q', adminDepositsQuery.shape.q),
    page: urlRowNumber(params.get('page')) ?? 1,
    deposit: urlRowNumber(params.get('deposit')),
  };
}

/** The URL query of a view: only what differs from the unmatched queue's first page. */
export function depositsSearch(view: DepositsView): URLSearchParams {
  return compactSearch([
    ['state', view.state === 'UNMATCHED' ? null : view.state],
    ['q', view.q],
    ['page', view.page > 1 ? view.page : null],
    ['deposit', view.deposit],
  ]);
}
