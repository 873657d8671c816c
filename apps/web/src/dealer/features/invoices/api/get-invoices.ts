// GET /v1/dealers/invoices: the dealer's fee tax invoices (of one month, or all) and the monthly statement.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@autobid/shared';
import { call } from '@/lib/call';

export function invoicesQueryOptions(month: string | null) {
  return queryOptions({
    queryKey: ['invoices', 'list', { month }],
    queryFn: ({ signal }) => call(api.taxInvoices.list, { query: month ? { month } : {} }, { signal }),
  });
}

export function useInvoices(month: string | null) {
  return useQuery(invoicesQueryOptions(month));
}
