// A seller's write as a mutation over `call`, sent silent with the seller session of its route (the form or
// dialog shows a refusal: `refusalText` of lib/call.ts), and once it succeeded the seller's queries under
// `refresh` are refreshed.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ApiRoute, RouteInput } from '@autobid/shared';
import { call } from '@/lib/call';

/** A seller's write through `call`, silent: the form or dialog shows the refusal. */
export function sendSellerWrite<R extends ApiRoute>(route: R, input: RouteInput<R>) {
  return call(route, input, { silent: true });
}

/** `refetchType: 'none'` marks the queries stale without refetching them now. */
export function useSellerWrite<Input, T>(
  send: (input: Input) => Promise<T>,
  refresh: QueryKey,
  refetchType?: 'none',
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: refresh, refetchType });
    },
  });
}
