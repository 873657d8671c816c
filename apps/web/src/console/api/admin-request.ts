// The operator console's calls: every one goes with the operator session. A read throws on failure so a
// page can tell "nothing here" from "could not load"; an action answers the result, silently, so the
// dialog or panel shows the refusal's Korean message where the operator is looking.
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import {
  GENERIC_ERROR_MESSAGE,
  OPERATOR_SESSION,
  del,
  get,
  patch,
  post,
  put,
  type ApiResult,
} from '@/lib/http';
import { adminKeys } from './query-keys';

type Query = Parameters<typeof get>[1];

/** A read that throws `AdminReadError` (with the server's message) on failure. */
export class AdminReadError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'AdminReadError';
  }
}

export async function adminGet<T>(path: string, query?: Query): Promise<T> {
  const result = await get<T>(path, query, { ...OPERATOR_SESSION, silent: true });
  if (!result.ok) {
    throw new AdminReadError(result.body?.message?.trim() || GENERIC_ERROR_MESSAGE, result.status);
  }
  return result.data;
}

/**
 * A console list read a page at a time: a query of the area (an action on the area refreshes it) keyed by
 * the call, that keeps the page on screen while the next one loads. Empty values stay out of the URL.
 */
export function useAdminList<T>(area: string, path: string, query: Query) {
  return useQuery({
    queryKey: [...adminKeys.area(area), path, query],
    queryFn: () => adminGet<T>(path, query),
    placeholderData: keepPreviousData,
  });
}

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const SENDERS: Record<Method, (path: string, body?: unknown) => Promise<ApiResult<unknown>>> = {
  POST: (path, body) => post(path, body, { ...OPERATOR_SESSION, silent: true }),
  PUT: (path, body) => put(path, body, { ...OPERATOR_SESSION, silent: true }),
  PATCH: (path, body) => patch(path, body, { ...OPERATOR_SESSION, silent: true }),
  DELETE: (path) => del(path, { ...OPERATOR_SESSION, silent: true }),
};

/** An action's outcome: the answer, or the refusal's message to show. */
export type AdminOutcome<T> = { ok: true; data: T } | { ok: false; message: string };

export async function adminSend<T>(method: Method, path: string, body?: unknown): Promise<AdminOutcome<T>> {
  const result = await SENDERS[method](path, body);
  if (result.ok) {
    return { ok: true, data: result.data as T };
  }
  return { ok: false, message: result.body?.message?.trim() || GENERIC_ERROR_MESSAGE };
}

/**
 * An operator action as a mutation: sends, then refreshes the given areas' queries (and the dashboard's
 * counts) whether it succeeded or was refused, since a refusal also means the screen was out of date.
 */
export function useAdminAction<Input, T>(
  send: (input: Input) => Promise<AdminOutcome<T>>,
  invalidate: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: async () => {
      await Promise.all(
        [...invalidate, ['admin', 'dashboard'], ['admin', 'audit']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
