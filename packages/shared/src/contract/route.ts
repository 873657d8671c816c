// One API route as data: method, path, who may call it, its schemas and the refusals it can answer
// (docs/conventions.md "Contracts live once"). The server declares its handler from it, the web calls it
// with `call(route, input)` and the tests with `ctx.call(route, input, as)`; nothing restates it.
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The refusals a route can declare, each answered with the shared error envelope. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503;

/**
 * Who may call a route: anyone (`public`, a code link's own code included), a signed-in dealer or seller,
 * either of them (`member`), any operator, or an ADMIN operator. It picks the server's guard and the web's
 * session token.
 */
export type RouteAccess = 'public' | 'dealer' | 'seller' | 'member' | 'operator' | 'admin';

type Schema = z.ZodType;

export type ApiRoute = {
  method: HttpMethod;
  /** Fastify form: `/v1/dealers/auction/:id/winner`. */
  path: string;
  access: RouteAccess;
  /** The OpenAPI tag (the module's name). */
  tag: string;
  summary: string;
  description?: string;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** The success body (`data` of the envelope). */
  response: Schema;
  /**
   * The refusals beside 400 (always) and 401/403 (every signed-in route). A console route without it
   * refuses 404 when it has `params` and, when it writes, 409 (refusalsOf).
   */
  refused?: readonly RefusalStatus[];
  /** A route that creates: answered 201. */
  created?: boolean;
  /** The envelope's message when it is not the common success one. */
  message?: string;
};

/** A route as declared: the literal keeps every schema's type for the server, the web and the tests. */
export function defineRoute<const R extends ApiRoute>(route: R): R {
  return route;
}

/** The whole refusal list of a route: 400, the sign-in's 401/403, then its own (or the console's default). */
export function refusalsOf(route: ApiRoute): RefusalStatus[] {
  const signedIn: RefusalStatus[] = route.access === 'public' ? [] : [401, 403];
  const isConsole = route.access === 'operator' || route.access === 'admin';
  const consoleDefault: RefusalStatus[] = route.method === 'GET' ? (route.params ? [404] : []) : [404, 409];
  const own = route.refused ?? (isConsole ? consoleDefault : []);
  return [...new Set<RefusalStatus>([400, ...signedIn, ...own])];
}

type Slot<K extends string, S> = S extends Schema
  ? object extends z.input<S>
    ? { [key in K]?: z.input<S> }
    : { [key in K]: z.input<S> }
  : { [key in K]?: undefined };

type SchemaOf<R, K extends 'params' | 'query' | 'body'> = R extends { [key in K]: infer S } ? S : undefined;

/** A path's values: each `:name` segment as text or a number (the URL carries both alike). */
type PathSlot<S> = S extends Schema
  ? { params: { [key in keyof z.input<S>]: string | number } }
  : { params?: undefined };

/** What a caller hands a route: `params` for the path, `query`, `body`, each only when the route has it. */
export type RouteInput<R extends ApiRoute> = PathSlot<SchemaOf<R, 'params'>> &
  Slot<'query', SchemaOf<R, 'query'>> &
  Slot<'body', SchemaOf<R, 'body'>>;

/** The success body a route answers, as it arrives (JSON of the response schema's output). */
export type RouteData<R extends ApiRoute> = z.output<R['response']>;

/** What the server's handler returns for the route (the response schema's input). */
export type RouteResult<R extends ApiRoute> = z.input<R['response']>;

/** True when a route takes nothing from its caller (no params, no required query or body). */
export type TakesNothing<R extends ApiRoute> = object extends RouteInput<R> ? true : false;

/** The route's path with its `:name` segments filled from `params` (each URL-encoded). */
export function routePath(route: Pick<ApiRoute, 'path'>, params?: unknown): string {
  const values = (params ?? {}) as Record<string, string | number | undefined | null>;
  return route.path.replace(/:([A-Za-z]+)/g, (_segment, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${route.path}: no value for :${name}`);
    }
    return encodeURIComponent(String(value));
  });
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** The query string of a call (`?a=1&b=x,y`; empty values left out), '' when nothing remains. */
export function routeQuery(query?: unknown): string {
  if (!query || typeof query !== 'object') {
    return '';
  }
  const pairs: string[] = [];
  const add = (key: string, value: string) =>
    pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  for (const [key, value] of Object.entries(query as Record<string, QueryValue>)) {
    if (value === undefined || value === null || value === '') {
      continue;
    }
    if (Array.isArray(value)) {
      if (value.length > 0) {
        add(key, value.join(','));
      }
      continue;
    }
    add(key, String(value));
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}
