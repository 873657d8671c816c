// GET /v1/public/bank-code/all: banks for the account check.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@autobid/shared';
import { call } from '@/lib/call';

const bankCodesQueryOptions = () =>
  queryOptions({
    queryKey: ['bank-codes'],
    queryFn: ({ signal }) => call(api.reference.bankCodes, {}, { signal }),
    staleTime: 60 * 60 * 1000,
  });

export function useBankCodes() {
  return useQuery(bankCodesQueryOptions());
}
