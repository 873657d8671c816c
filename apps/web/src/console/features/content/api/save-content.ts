// POST /v1/admin/notices | /v1/admin/faqs (a new notice, published now; a new question, last in its
// category) and PUT …/{id} (an edit): the server answers the row as stored (notice HTML sanitized).
import { api, type FaqWriteRequest, type NoticeWriteRequest } from '@autobid/shared';
import { sendAction, useConsoleAction } from '../../../api/console-action';
import { adminKeys } from '../../../api/query-keys';

export type ContentKind = 'notices' | 'faqs';

const CONTENT = api.consoleContent;

export function useSaveNotice() {
  return useConsoleAction(
    ({ id, ...body }: NoticeWriteRequest & { id: number | null }) =>
      id === null
        ? sendAction(CONTENT.createNotice, { body })
        : sendAction(CONTENT.updateNotice, { params: { id: String(id) }, body }),
    [adminKeys.area('content')],
  );
}

export function useSaveFaq() {
  return useConsoleAction(
    ({ id, ...body }: FaqWriteRequest & { id: number | null }) =>
      id === null
        ? sendAction(CONTENT.createFaq, { body })
        : sendAction(CONTENT.updateFaq, { params: { id: String(id) }, body }),
    [adminKeys.area('content')],
  );
}
