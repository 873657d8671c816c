// GET /v1/admin/outbox: one page of the messages sent, newest first, by channel and recipient digits.
import { api, type OutboxChannel } from '@autobid/shared';
import { useConsoleList } from '../../../api/console-action';

export const OUTBOX_PAGE_SIZE = 30;

export function useAdminOutbox(view: {
  channel: OutboxChannel | null;
  phone: string;
  template: string;
  page: number;
}) {
  return useConsoleList('outbox', api.consoleOutbox.list, {
    query: {
      channel: view.channel ?? undefined,
      phone: view.phone,
      template: view.template,
      page: view.page,
      size: OUTBOX_PAGE_SIZE,
    },
  });
}
