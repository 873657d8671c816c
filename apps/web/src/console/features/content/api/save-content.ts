// POST /v1/admin/notices | /v1/admin/faqs (a new notice, published now; a new question, last in its
// category) and PUT …/{id} (an edit): the server answers the row as stored (notice HTML sanitized).
import type { AdminFaq, AdminNotice, FaqWriteRequest, NoticeWriteRequest } from '@autobid/shared';
import { adminSend, useAdminAction } from '../../../api/admin-request';
import { adminKeys } from '../../../api/query-keys';

export const CONTENT_PATHS = { notices: '/v1/admin/notices', faqs: '/v1/admin/faqs' } as const;
export type ContentKind = keyof typeof CONTENT_PATHS;

function useSaveContent<Body extends object, Saved>(kind: ContentKind) {
  return useAdminAction(
    ({ id, ...body }: Body & { id: number | null }) =>
      id === null
        ? adminSend<Saved>('POST', CONTENT_PATHS[kind], body)
        : adminSend<Saved>('PUT', `${CONTENT_PATHS[kind]}/${id}`, body),
    [adminKeys.area('content')],
  );
}

export const useSaveNotice = () => useSaveContent<NoticeWriteRequest, AdminNotice>('notices');
export const useSaveFaq = () => useSaveContent<FaqWriteRequest, AdminFaq>('faqs');
