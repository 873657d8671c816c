// The console's calls over `call` (lib/call.ts), with the operator session of their routes. A read throws
// ApiError on failure (the screen shows it with a retry, components/ui/query-state.tsx); an action is sent
// silently and a refusal comes as ApiError, whose message the dialog or panel shows where the operator is
// looking.
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { ApiRoute, RouteInput } from '@autobid/shared';
import { call } from '@/lib/call';
import { adminKeys } from './query-keys';

/**
 * A console list read a page at a time: a query of the area (an action on the area refreshes it) keyed by
 * the call, that keeps the page on screen while the next one loads. Empty values stay out of the URL.
 */
export function useConsoleList<R extends ApiRoute>(area: string, route: R, input: RouteInput<R>) {
  return useQuery({
    queryKey: [...adminKeys.area(area), route.path, input],
    queryFn: ({ signal }) => call(route, input, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** An action's call: silent, since the dialog or panel shows a refusal itself. */
export function sendAction<R extends ApiRoute>(route: R, input: RouteInput<R>) {
  return call(route, input, { silent: true });
}

const ALWAYS_REFRESHED: readonly QueryKey[] = [adminKeys.area('dashboard'), adminKeys.area('audit')];

/**
 * An operator action as a mutation: sends, then refreshes the given areas' queries (and the dashboard's
 * counts and the audit log) whether it succeeded or was refused, since a refusal also means the screen was
 * out of date.
 */
export function useConsoleAction<Input, T>(send: (input: Input) => Promise<T>, areas: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: async () => {
      await Promise.all(
        [...areas, ...ALWAYS_REFRESHED].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
