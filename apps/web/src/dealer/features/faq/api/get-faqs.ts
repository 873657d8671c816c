// GET /v1/public/faqs: every FAQ item (category, title, contents).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FaqItem } from '@autobid/shared';
import { getData } from '@/lib/http';

export async function getFaqs(): Promise<FaqItem[]> {
  return (await getData<FaqItem[]>('/v1/public/faqs')) ?? [];
}

export const faqsQueryOptions = () => queryOptions({ queryKey: ['faqs'], queryFn: getFaqs });

export function useFaqs() {
  return useQuery(faqsQueryOptions());
}
