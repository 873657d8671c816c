// GET /v1/brands/all: every brand with its logo.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@autobid/shared';
import { getData } from '@/lib/http';

export async function getBrands(): Promise<Brand[]> {
  return (await getData<Brand[]>('/v1/brands/all')) ?? [];
}

export const brandsQueryOptions = () =>
  queryOptions({ queryKey: ['brands'], queryFn: getBrands, staleTime: 10 * 60 * 1000 });

export function useBrands() {
  return useQuery(brandsQueryOptions());
}
