// The deposit screen's view lives in the URL (`/admin/deposits?state=MATCHED&q=김민수&page=2&deposit=12`), so
// the dashboard's unmatched count can link to the queue and a link opens one deposit. A value the rules
// refuse is dropped, so a mistyped link still opens the unmatched queue.
import { ADMIN_DEPOSIT_STATES, adminDepositsQuery, type AdminDepositState } from '@autobid/shared';
import { compactSearch, urlRowNumber } from '../../lib/url-view';

export type DepositsView = { state: AdminDepositState; q: string; page: number; deposit: number | null };

export function readDepositsView(params: URLSearchParams): DepositsView {
  const state = params.get('state') ?? '';
  const q = adminDepositsQuery.shape.q.safeParse(params.get('q') ?? '');
  return {
    state: (ADMIN_DEPOSIT_STATES as readonly string[]).includes(state)
      ? (state as AdminDepositState)
      : 'UNMATCHED',
    q: q.success ? (q.data ?? '') : '',
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
