// The outbox screen's view lives in the URL (`/admin/outbox?channel=SMS&phone=01012345678&page=2`), so a
// link can open one person's messages. A value the rules refuse is dropped.
import { adminOutboxQuery, OUTBOX_CHANNELS, type OutboxChannel } from '@autobid/shared';
import { compactSearch, urlChoice, urlRowNumber, urlText } from '../../../lib/url-view';

export type OutboxView = { channel: OutboxChannel | null; phone: string; template: string; page: number };

export function readOutboxView(params: URLSearchParams): OutboxView {
  return {
    channel: urlChoice(OUTBOX_CHANNELS, params.get('channel'), null),
    phone: urlText(params, 'phone', adminOutboxQuery.shape.phone),
    template: urlText(params, 'template', adminOutboxQuery.shape.template),
    page: urlRowNumber(params.get('page')) ?? 1,
  };
}

export function outboxSearch(view: OutboxView): URLSearchParams {
  return compactSearch([
    ['channel', view.channel],
    ['phone', view.phone],
    ['template', view.template],
    ['page', view.page > 1 ? view.page : null],
  ]);
}

/** Where a message's link leads, short enough for a table cell: its path (the host is always ours). */
export function linkLabel(link: string): string {
  try {
    const url = new URL(link);
    const path = `${url.pathname}${url.search}`;
    return path.length > 36 ? `${path.slice(0, 35)}…` : path;
  } catch {
    return link.length > 36 ? `${link.slice(0, 35)}…` : link;
  }
}
