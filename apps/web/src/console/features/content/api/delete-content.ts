// DELETE /v1/admin/notices/{id} | /v1/admin/faqs/{id}: gone from the dealers' pages at once.
import { api } from '@autobid/shared';
import { sendAction, useConsoleAction } from '../../../api/console-action';
import { adminKeys } from '../../../api/query-keys';
import type { ContentKind } from './save-content';

const REMOVALS = { notices: api.consoleContent.removeNotice, faqs: api.consoleContent.removeFaq } as const;

export function useDeleteContent(kind: ContentKind) {
  return useConsoleAction(
    (id: number) => sendAction(REMOVALS[kind], { params: { id: String(id) } }),
    [adminKeys.area('content')],
  );
}
