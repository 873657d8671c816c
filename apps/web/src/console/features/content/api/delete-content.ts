// DELETE /v1/admin/notices/{id} | /v1/admin/faqs/{id}: gone from the dealers' pages at once.
import type { DeletedContent } from '@autobid/shared';
import { adminSend, useAdminAction } from '../../../api/admin-request';
import { adminKeys } from '../../../api/query-keys';
import { CONTENT_PATHS, type ContentKind } from './save-content';

export function useDeleteContent(kind: ContentKind) {
  return useAdminAction(
    (id: number) => adminSend<DeletedContent>('DELETE', `${CONTENT_PATHS[kind]}/${id}`),
    [adminKeys.area('content')],
  );
}
