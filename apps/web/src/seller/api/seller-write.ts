// A seller's write as a mutation: sent silent with the seller session (the form or dialog shows a refusal),
// and once it succeeded the seller's queries under `refresh` are refreshed. `useSellerAction` sends through
// `call` (a refusal throws ApiError); `useSellerWrite` still answers an ApiResult for the writes whose
// screens read one (the listing form, ConfirmDialog).
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ApiRoute, RouteInput } from '@autobid/shared';
import { ApiError, call } from '@/lib/call';
import { GENERIC_ERROR_MESSAGE, SELLER_SESSION, type ApiResult } from '@/lib/http';

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

/** A seller's write through `call`, silent: the form or dialog shows the refusal (`refusalText`). */
export function sendSellerWrite<R extends ApiRoute>(route: R, input: RouteInput<R>) {
  return call(route, input, { silent: true });
}

export function useSellerAction<Input, T>(send: (input: Input) => Promise<T>, refresh: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: refresh });
    },
  });
}

/** What a form shows for a failed write: the server's message, or the generic one. */
export function refusalText(error: unknown): string {
  return error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE;
}
