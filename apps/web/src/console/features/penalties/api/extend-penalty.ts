// POST /v1/admin/penalties/{id}/extend: pushes a ban's end (and the dealer's later bans) by 1..90 days.
import { api, type AdminPenaltyExtendRequest } from '@autobid/shared';
import { sendAction, useConsoleAction } from '../../../api/console-action';
import { adminKeys } from '../../../api/query-keys';

export function useExtendPenalty() {
  return useConsoleAction(
    ({ id, ...body }: AdminPenaltyExtendRequest & { id: number }) =>
      sendAction(api.consolePenalties.extend, { params: { id: String(id) }, body }),
    [adminKeys.area('penalties'), adminKeys.area('dealers')],
  );
}
