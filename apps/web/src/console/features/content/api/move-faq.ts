// POST /v1/admin/faqs/{id}/move: one place up or down within its category; answers the category's new order.
import type { AdminFaq, FaqMoveRequest } from '@autobid/shared';
import { adminSend, useAdminAction } from '../../../api/admin-request';
import { adminKeys } from '../../../api/query-keys';

export function useMoveFaq() {
  return useAdminAction(
    ({ id, direction }: FaqMoveRequest & { id: number }) =>
      adminSend<AdminFaq[]>('POST', `/v1/admin/faqs/${id}/move`, { direction }),
    [adminKeys.area('content')],
  );
}
