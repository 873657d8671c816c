// POST /v1/admin/disputes/{id}/decide: the decision that sets the deal's price (docs/domain.md "Handover");
// the deal, the auction and a ban may change with it, so those screens refresh too.
import { api, type DisputeDecisionRequest } from '@autobid/shared';
import { sendAction, useConsoleAction } from '../../../api/console-action';
import { adminKeys } from '../../../api/query-keys';

export function useDecideDispute() {
  return useConsoleAction(
    ({ id, body }: { id: number; body: DisputeDecisionRequest }) =>
      sendAction(api.consoleDisputes.decide, { params: { id: String(id) }, body }),
    [
      adminKeys.area('disputes'),
      adminKeys.area('deals'),
      adminKeys.area('auctions'),
      adminKeys.area('penalties'),
      adminKeys.area('dealers'),
    ],
  );
}
