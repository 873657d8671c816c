// POST /v1/admin/outbox/{id}/resend: the same SMS or Alimtalk message sent again; the list then shows it.
import { api } from '@autobid/shared';
import { sendAction, useConsoleAction } from '../../../api/console-action';
import { adminKeys } from '../../../api/query-keys';

export function useResendMessage() {
  return useConsoleAction(
    (id: number) => sendAction(api.consoleOutbox.resend, { params: { id: String(id) } }),
    [adminKeys.area('outbox')],
  );
}
