// GET /v1/admin/outbox: one page of the messages sent, newest first, by channel and recipient digits.
import type { OutboxChannel, OutboxMessageList } from '@autobid/shared';
import { useAdminList } from '../../../api/admin-request';

export const OUTBOX_PAGE_SIZE = 30;

export function useAdminOutbox(view: {
  channel: OutboxChannel | null;
  phone: string;
  template: string;
  page: number;
}) {
  return useAdminList<OutboxMessageList>('outbox', '/v1/admin/outbox', {
    channel: view.channel,
    phone: view.phone,
    template: view.template,
    page: view.page,
    size: OUTBOX_PAGE_SIZE,
  });
}
