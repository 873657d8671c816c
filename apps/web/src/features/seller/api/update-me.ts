// PUT /v1/sellers/me {name}: the name the winning dealer sees once the fee is paid. Silent: the form shows a refusal.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SellerMe, SellerMeRequest } from '@autobid/shared';
import { SELLER_SESSION, put, type ApiResult } from '@/lib/http';
import { sellerKeys } from './query-keys';

export function updateSellerMe(body: SellerMeRequest): Promise<ApiResult<SellerMe>> {
  return put<SellerMe>('/v1/sellers/me', body, { ...SELLER_SESSION, silent: true });
}

export function useUpdateSellerMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSellerMe,
    onSuccess: async (result) => {
      if (result.ok) {
        await queryClient.invalidateQueries({ queryKey: sellerKeys.me() });
      }
    },
  });
}
