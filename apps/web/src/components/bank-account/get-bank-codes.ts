// GET /v1/public/bank-code/all: banks for the account check; empty list if nothing.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BankCode } from '@autobid/shared';
import { getData } from '@/lib/http';

async function getBankCodes(): Promise<BankCode[]> {
  return (await getData<BankCode[]>('/v1/public/bank-code/all')) ?? [];
}

const bankCodesQueryOptions = () =>
  queryOptions({ queryKey: ['bank-codes'], queryFn: getBankCodes, staleTime: 60 * 60 * 1000 });

export function useBankCodes() {
  return useQuery(bankCodesQueryOptions());
}
