// Shared plumbing of the deal calls (confirm, deposit check, reservation, cancel): POST under the detail's
// base path (by id or by code), a success alert, a refresh of every screen the deal shows on, and one
// request at a time however fast the button is pressed.
import { useRef } from 'react';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type RouteInput } from '@autobid/shared';
import { showAlert } from '@/components/ui/app-dialog';
import { dealerSession } from '@/lib/dealer-session';
import { auctionTargetKey, callTarget, type AuctionTarget } from '@/lib/auction-target';
import { call } from '@/lib/call';

/** The deal steps a detail screen takes, each a route by id (api.deals) and one by code (api.codeLinks). */
export type DealStep = 'confirm' | 'cancel' | 'checkDeposit' | 'reserve';

/** What a step sends: a body for the steps that have one (cancel: the reason, reserve: the date). */
export type DealStepBody<S extends DealStep> =
  RouteInput<(typeof api.deals)[S]> extends { body: infer B } ? B : void;

function postDealStep<S extends DealStep>(target: AuctionTarget, step: S, body: DealStepBody<S>) {
  // A step's body type is DealStepBody<S>; TypeScript cannot index the routes' inputs by a generic step.
  return callTarget(target, {
    id: (params) => call(api.deals[step], { params, body } as never),
    code: (params, options) => call(api.codeLinks[step], { params, body } as never, options),
  });
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
 * A deal step (by id or by code, the input as its body) as a mutation. `run` sends nothing while a call is
 * in flight (a ref, so even two clicks in the same frame send once); a refusal was already alerted by the
 * http client with the server's message.
 */
export function useDealAction<S extends DealStep>(target: AuctionTarget, step: S, successMessage: string) {
  type TInput = DealStepBody<S>;
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: (input: TInput) => postDealStep(target, step, input),
    onSuccess: async () => {
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
  const run = async (input: TInput, options: { ask?: () => Promise<boolean>; onDone?: () => void } = {}) => {
    if (inFlight.current) {
      return;
    }
    inFlight.current = true;
    if (options.ask && !(await options.ask())) {
      inFlight.current = false;
      return;
    }
    mutation.mutate(input, { onSuccess: () => options.onDone?.() });
  };
  return { run, isPending: mutation.isPending };
}
