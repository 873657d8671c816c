// GET /v1/admin/outbox: one page of the messages sent, newest first, by channel and recipient digits.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OutboxChannel, OutboxMessageList } from '@autobid/shared';
import { adminGet } from '../../api/admin-request';
import { adminKeys } from '../../api/query-keys';

export const OUTBOX_PAGE_SIZE = 30;

export function useAdminOutbox(view: {
  channel: OutboxChannel | null;
  phone: string;
  template: string;
  page: number;
}) {
  return useQuery({
    queryKey: [...adminKeys.area('outbox'), 'list', view],
    queryFn: () =>
      adminGet<OutboxMessageList>('/v1/admin/outbox', {
        channel: view.channel ?? undefined,
        phone: view.phone || undefined,
        template: view.template || undefined,
        page: view.page,
        size: OUTBOX_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
}
