// GET /v1/brands/all: every brand with its vehicle type, for the listing form's brand choice.
import { useQuery } from '@tanstack/react-query';
import type { Brand } from '@autobid/shared';
import { get } from '@/lib/http';

/** Throws on failure: the form offers a retry instead of an empty list. */
export async function getBrands(): Promise<Brand[]> {
  const result = await get<Brand[]>('/v1/brands/all', undefined, { silent: true });
  if (!result.ok || !Array.isArray(result.data)) {
    throw new Error('brands failed');
  }
  return result.data;
}

export function useBrands() {
  return useQuery({ queryKey: ['seller', 'brands'], queryFn: getBrands, staleTime: 10 * 60 * 1000 });
}
