// GET /v1/admin/faqs?category=: one category's questions in the order dealers read them.
import { useQuery } from '@tanstack/react-query';
import type { AdminFaq, FaqCategory } from '@autobid/shared';
import { adminGet } from '../../../api/admin-request';
import { adminKeys } from '../../../api/query-keys';

export function useAdminFaqs(category: FaqCategory) {
  return useQuery({
    queryKey: [...adminKeys.area('content'), 'faqs', category],
    queryFn: () => adminGet<AdminFaq[]>('/v1/admin/faqs', { category }),
  });
}
