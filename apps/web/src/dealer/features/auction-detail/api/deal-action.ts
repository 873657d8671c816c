// Shared plumbing of the deal calls (confirm, deposit check, reservation, cancel): POST under the detail's
// base path (by id or by code), a success alert, a refresh of every screen the deal shows on, and one
// request at a time however fast the button is pressed.
import { useRef } from 'react';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DealActionResponse } from '@autobid/shared';
import { showAlert } from '@/components/ui/app-dialog';
import { dealerSession } from '@/lib/dealer-session';
import {
  auctionBasePath,
  auctionTargetKey,
  targetRequestOptions,
  type AuctionTarget,
} from '@/lib/auction-target';
import { post, type ApiResult } from '@/lib/http';

export type DealActionResult = ApiResult<DealActionResponse>;

function postDealAction(target: AuctionTarget, action: string, body?: unknown): Promise<DealActionResult> {
  return post<DealActionResponse>(`${auctionBasePath(target)}/${action}`, body, targetRequestOptions(target));
}

/** The detail, deal history, bid history, home counters and profile (a cancellation bans) all change. */
export function invalidateDealQueries(queryClient: QueryClient, target: AuctionTarget): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: auctionTargetKey(target) }),
    queryClient.invalidateQueries({ queryKey: ['deals'] }),
    queryClient.invalidateQueries({ queryKey: ['biddings'] }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    queryClient.invalidateQueries({ queryKey: dealerSession.profileKey }),
  ]);
}

/**
 * A deal call (POST `{base}/{action}` with the input as its body) as a mutation. `run` sends nothing while a
 * call is in flight (a ref, so even two clicks in the same frame send once); failures were already alerted
 * by the http client with the server's message.
 */
export function useDealAction<TInput = void>(target: AuctionTarget, action: string, successMessage: string) {
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: (input: TInput) => postDealAction(target, action, input),
    onSuccess: async (result) => {
      if (!result.ok) {
        return;
      }
      await showAlert(successMessage);
      await invalidateDealQueries(queryClient, target);
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });
  /**
   * `ask` (a question in the app dialog) is only put while nothing is in flight, and the call counts as in
   * flight from the question on, so a second click neither asks again nor sends.
   */
  const run = async (
    input: TInput,
    options: { ask?: () => Promise<boolean>; onDone?: (result: DealActionResult) => void } = {},
  ) => {
    if (inFlight.current) {
      return;
    }
    inFlight.current = true;
    if (options.ask && !(await options.ask())) {
      inFlight.current = false;
      return;
    }
    mutation.mutate(input, { onSuccess: options.onDone });
  };
  return { run, isPending: mutation.isPending };
}
