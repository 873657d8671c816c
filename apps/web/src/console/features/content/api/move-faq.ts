// POST /v1/admin/faqs/{id}/move: one place up or down within its category; answers the category's new order.
import { api, type FaqMoveRequest } from '@autobid/shared';
import { sendAction, useConsoleAction } from '../../../api/console-action';
import { adminKeys } from '../../../api/query-keys';

export function useMoveFaq() {
  return useConsoleAction(
    ({ id, direction }: FaqMoveRequest & { id: number }) =>
      sendAction(api.consoleContent.moveFaq, { params: { id: String(id) }, body: { direction } }),
    [adminKeys.area('content')],
  );
}
