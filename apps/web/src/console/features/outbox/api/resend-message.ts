// POST /v1/admin/outbox/{id}/resend: the same SMS or Alimtalk message sent again; the list then shows it.
import type { OutboxResendResult } from '@autobid/shared';
import { adminSend, useAdminAction } from '../../../api/admin-request';
import { adminKeys } from '../../../api/query-keys';

export function useResendMessage() {
  return useAdminAction(
    (id: number) => adminSend<OutboxResendResult>('POST', `/v1/admin/outbox/${id}/resend`),
    [adminKeys.area('outbox')],
  );
}
