// A seller's write as a mutation: sent silent with the seller session (the form or dialog shows a refusal),
// and once it succeeded the seller's queries under `refresh` are refreshed.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { SELLER_SESSION, type ApiResult } from '@/lib/http';

/** The seller session without the client's alert: the screen shows a failure where the seller is looking. */
export const SELLER_SILENT = { ...SELLER_SESSION, silent: true } as const;

export function useSellerWrite<Input, T>(
  send: (input: Input) => Promise<ApiResult<T>>,
  refresh: QueryKey,
  refetchType?: 'none',
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (result) => {
      if (result.ok) {
        await queryClient.invalidateQueries({ queryKey: refresh, refetchType });
      }
    },
  });
}
