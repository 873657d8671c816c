// GET /v1/public/faqs: every FAQ item (category, title, contents).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@autobid/shared';
import { call } from '@/lib/call';

export const faqsQueryOptions = () =>
  queryOptions({ queryKey: ['faqs'], queryFn: ({ signal }) => call(api.content.faqs, {}, { signal }) });

export function useFaqs() {
  return useQuery(faqsQueryOptions());
}
