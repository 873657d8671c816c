// POST /v1/admin/dealers/{id}/suspend and /unsuspend: a suspension with its reason, and lifting it.
import { api } from '@autobid/shared';
import { sendAction, useConsoleAction } from './console-action';
import { adminKeys } from './query-keys';

type SuspensionInput = { id: number; reason: string };

/** Both refresh the dealer lists and the penalties screen (its suspended dealers). */
export function useDealerSuspension(action: 'suspend' | 'unsuspend') {
  return useConsoleAction(
    ({ id, reason }: SuspensionInput) =>
      sendAction(api.consoleDealers[action], { params: { id: String(id) }, body: { reason } }),
    [adminKeys.area('dealers'), adminKeys.area('penalties')],
  );
}
