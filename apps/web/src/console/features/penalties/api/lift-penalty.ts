// POST /v1/admin/penalties/{id}/lift: ends a ban now (the dealer's later bans move earlier).
import { api } from '@autobid/shared';
import { sendAction, useConsoleAction } from '../../../api/console-action';
import { adminKeys } from '../../../api/query-keys';

export function useLiftPenalty() {
  return useConsoleAction(
    ({ id, reason }: { id: number; reason: string }) =>
      sendAction(api.consolePenalties.lift, { params: { id: String(id) }, body: { reason } }),
    [adminKeys.area('penalties'), adminKeys.area('dealers')],
  );
}
