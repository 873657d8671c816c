// GET /v1/brands/all: every brand with its vehicle type, for the listing form's brand choice. A failure
// throws ApiError: the form offers a retry instead of an empty list.
import { useQuery } from '@tanstack/react-query';
import { api } from '@autobid/shared';
import { call } from '@/lib/call';

export function useBrands() {
  return useQuery({
    queryKey: ['seller', 'brands'],
    queryFn: ({ signal }) => call(api.reference.brands, {}, { signal }),
    staleTime: 10 * 60 * 1000,
  });
}
