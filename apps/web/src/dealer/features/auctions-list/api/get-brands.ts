// GET /v1/brands/all: every brand with its logo.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@autobid/shared';
import { call } from '@/lib/call';

export const brandsQueryOptions = () =>
  queryOptions({
    queryKey: ['brands'],
    queryFn: ({ signal }) => call(api.reference.brands, {}, { signal }),
    staleTime: 10 * 60 * 1000,
  });

export function useBrands() {
  return useQuery(brandsQueryOptions());
}
