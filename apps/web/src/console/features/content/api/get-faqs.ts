// GET /v1/admin/faqs?category=: one category's questions in the order dealers read them.
import { useQuery } from '@tanstack/react-query';
import { api, type FaqCategory } from '@autobid/shared';
import { call } from '@/lib/call';
import { adminKeys } from '../../../api/query-keys';

export function useAdminFaqs(category: FaqCategory) {
  return useQuery({
    queryKey: [...adminKeys.area('content'), 'faqs', category],
    queryFn: ({ signal }) => call(api.consoleContent.faqs, { query: { category } }, { signal }),
  });
}
