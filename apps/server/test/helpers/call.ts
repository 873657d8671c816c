// The tests' typed client over the route table (packages/shared/src/contract): `ctx.call(route, input, as)`
// builds the URL from the route's path and query, signs it as `as`, and answers the envelope with `data`
// typed from the route's response schema and checked against it, so no test restates a response's shape.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  ERROR_CODES,
  routePath,
  routeQuery,
  type ApiRoute,
  type ErrorCode,
  type RouteData,
  type RouteInput,
} from '@autobid/shared';
import type { Role } from '../../src/lib/jwt';

/**
 * Who calls: the id of a principal of the route's own kind (a dealer on a dealer route, an operator on a
 * console route), the headers to send as they are (another role's token, a stale one), or nobody.
 */
export type CallAs = number | Record<string, string> | null | undefined;

export type Called<R extends ApiRoute> = {
  status: number;
  message: string;
  errorCode: ErrorCode | null;
  /** The success body, checked against the route's response schema; null on a refusal (check `status`). */
  data: RouteData<R>;
  /** The whole answer, for a test about headers or the raw body. */
  response: LightMyRequestResponse;
};

export type CallOptions = {
  headers?: Record<string, string>;
  /** A raw body instead of the input's JSON one (malformed JSON, another content type). */
  payload?: string | Buffer;
  /** A JSON body the route's schema may refuse, sent as it is: a test of the refusal. */
  invalidBody?: unknown;
  /** A raw query string (`?liked=`) instead of the input's, for a test of how the server reads it. */
  rawQuery?: string;
};

const ROLE_OF: Record<ApiRoute['access'], Role | null> = {
  public: 'dealer',
  dealer: 'dealer',
  seller: 'seller',
  member: 'seller',
  operator: 'operator',
  admin: 'operator',
};

type Sign = (id: number, role: Role) => Promise<string>;

export function createCall(app: FastifyInstance, sign: Sign) {
  return async function call<R extends ApiRoute>(
    route: R,
    input: RouteInput<R>,
    as?: CallAs,
    options: CallOptions = {},
  ): Promise<Called<R>> {
    const { params, query, body } = input as { params?: unknown; query?: unknown; body?: unknown };
    const auth =
      typeof as === 'number'
        ? { authorization: `Bearer ${await sign(as, ROLE_OF[route.access] ?? 'dealer')}` }
        : (as ?? {});
    const response = await app.inject({
      method: route.method,
      url: `/api${routePath(route, params)}${options.rawQuery ?? routeQuery(query)}`,
      headers: { ...auth, ...options.headers },
      ...(options.payload !== undefined
        ? { payload: options.payload }
        : options.invalidBody !== undefined
          ? { payload: options.invalidBody as object }
          : body !== undefined
            ? { payload: body as object }
            : {}),
    });
    const envelope = readEnvelope(response);
    const isSuccess = response.statusCode >= 200 && response.statusCode < 300;
    if (isSuccess) {
      const checked = route.response.safeParse(envelope.data);
      if (!checked.success) {
        throw new Error(
          `${route.method} ${route.path} answered a body its response schema refuses: ${checked.error.message}`,
        );
      }
    }
    return {
      status: response.statusCode,
      message: typeof envelope.message === 'string' ? envelope.message : '',
      errorCode: (ERROR_CODES as readonly string[]).includes(String(envelope.errorCode))
        ? (envelope.errorCode as ErrorCode)
        : null,
      data: (isSuccess ? envelope.data : null) as RouteData<R>,
      response,
    };
  };
}

/**
 * The envelope of an answer to a raw request (a test about the HTTP layer itself: headers, a malformed body, a
 * path outside the route table): its status, message and errorCode, and `data` unchecked. Calls of the route
 * table go through `ctx.call` instead, whose `data` is typed and checked.
 */
export function rawAnswer(response: LightMyRequestResponse): {
  status: number;
  message: string;
  errorCode: ErrorCode | null;
  data: unknown;
} {
  const envelope = readEnvelope(response);
  return {
    status: response.statusCode,
    message: typeof envelope.message === 'string' ? envelope.message : '',
    errorCode: (ERROR_CODES as readonly string[]).includes(String(envelope.errorCode))
      ? (envelope.errorCode as ErrorCode)
      : null,
    data: envelope.data ?? null,
  };
}

function readEnvelope(response: LightMyRequestResponse): Record<string, unknown> {
  try {
    const value: unknown = response.json();
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
