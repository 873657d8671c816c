// The web's one way to call the API: `call(route, input)` with a route of the table (packages/shared's
// `api`), through the HTTP client of docs/spec.md §8 (lib/http.ts: token, envelope, alerts, a dropped session).
// A body is sent as JSON, or as multipart when it is a FormData (an upload, `api.files.upload`).
// It answers the route's data, or throws `ApiError`; in development and tests it checks the answer against
// the route's response schema, so a drifted contract fails loudly there. Reads are silent by default: the
// screen shows a failed read with a retry (components/ui/query-state.tsx), docs/decisions/024.
import {
  routePath,
  routeQuery,
  type ApiRoute,
  type ErrorCode,
  type RouteAccess,
  type RouteData,
  type RouteInput,
} from '@autobid/shared';
import { GENERIC_ERROR_MESSAGE, request, type ApiFailure, type RequestOptions, type Session } from './http';

/** A refused or failed call: the server's message (or the generic one), its status and `errorCode`. */
export class ApiError extends Error {
  readonly status: number | null;
  readonly errorCode: ErrorCode | null;
  readonly body: ApiFailure['body'];

  constructor(failure: ApiFailure) {
    const message = failure.body?.message;
    super(typeof message === 'string' && message.trim() ? message : GENERIC_ERROR_MESSAGE);
    this.name = 'ApiError';
    this.status = failure.status;
    this.errorCode = failure.errorCode;
    this.body = failure.body;
  }
}

/** An answer its route's response schema does not describe: a drifted contract, not a passing fault, so
 * a read is not retried on it (lib/query-client.ts). Thrown only in development and tests. */
export class ContractDriftError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContractDriftError';
  }
}

/** What a screen shows for a call that failed: the server's message, or the generic one for anything else. */
export function refusalText(error: unknown): string {
  return error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE;
}

/**
 * A refusal the server meant (400, 401, 403, 404, 409, 410 …): an answer, shown at once and never retried.
 * No answer, a 5xx, a 408 or a 429 is a failure instead, retried and shown with a retry (docs/decisions/024).
 */
export function isServerRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status !== null &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

/** True for an ApiError with that refusal code: what a screen branches on. */
export function isRefusal(error: unknown, errorCode: ErrorCode): error is ApiError {
  return error instanceof ApiError && error.errorCode === errorCode;
}

const SESSION_OF: Record<RouteAccess, Session> = {
  public: 'dealer',
  dealer: 'dealer',
  seller: 'seller',
  /** A dealer's or seller's route: the seller's unless the dealer app passes its own session. */
  member: 'seller',
  operator: 'operator',
  admin: 'operator',
};

const checksAnswers = import.meta.env.DEV || import.meta.env.MODE === 'test';

export type CallOptions = Omit<RequestOptions, 'session'> & {
  /** Whose token goes with the call; by default the route's own (a public route: the dealer's, if any). */
  session?: Session;
};

export async function call<R extends ApiRoute>(
  route: R,
  input: RouteInput<R>,
  options: CallOptions = {},
): Promise<RouteData<R>> {
  const { params, query, body } = input as { params?: unknown; query?: unknown; body?: unknown };
  const result = await request<unknown>(
    route.method,
    `${routePath(route, params)}${routeQuery(query)}`,
    body,
    {
      silent: route.method === 'GET',
      ...options,
      session: options.session ?? SESSION_OF[route.access],
    },
  );
  if (!result.ok) {
    throw new ApiError(result);
  }
  if (checksAnswers) {
    const checked = route.response.safeParse(result.data);
    if (!checked.success) {
      throw new ContractDriftError(
        `${route.method} ${route.path}: the answer does not match its schema: ${checked.error.message}`,
      );
    }
  }
  return result.data as RouteData<R>;
}
