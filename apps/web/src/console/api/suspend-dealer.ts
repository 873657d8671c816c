// POST /v1/admin/dealers/{id}/suspend and /unsuspend: a suspension with its reason, and lifting it.
import type { AdminDealerSuspension } from '@autobid/shared';
import { adminSend, useAdminAction } from './admin-request';
import { adminKeys } from './query-keys';

type SuspensionInput = { id: number; reason: string };

/** Both refresh the dealer lists and the penalties screen (its suspended dealers). */
export function useDealerSuspension(action: 'suspend' | 'unsuspend') {
  return useAdminAction(
    ({ id, reason }: SuspensionInput) =>
      adminSend<AdminDealerSuspension>('POST', `/v1/admin/dealers/${id}/${action}`, { reason }),
    [adminKeys.area('dealers'), adminKeys.area('penalties')],
  );
}
