// The server's side of the route table (packages/shared/src/contract): `serve(route, handle)` declares a
// route from its entry — method, path, the guard its `access` names, tags, bearer security, the success
// body and every refusal (refusalsOf) in the OpenAPI document — and answers `handle`'s result in the
// envelope. A route file states only which service call answers each route.
import type { FastifyReply, FastifyRequest, FastifySchema, onRequestAsyncHookHandler } from 'fastify';
import { refusalsOf, type ApiRoute, type RouteAccess, type RouteResult } from '@autobid/shared';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { COMMON_MESSAGES } from './app-error';
import { principalId } from './auth';
import type { Principal } from './jwt';
import { createdResponse, ok, okResponse } from './envelope';
import type { ZodApp } from './module-routes';
import { BEARER_SECURITY } from './module-routes';
import { maskConsoleAnswer } from './console-mask';
import { auditActorOf, operatorGuard, type ConsoleActor } from './operator-guard';

type Parsed<R, K extends 'params' | 'query' | 'body'> = R extends { [key in K]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

/** A route's request as its handler reads it: params, query and body parsed by the route's schemas. */
export type ServedInput<R extends ApiRoute> = {
  params: Parsed<R, 'params'>;
  query: Parsed<R, 'query'>;
  body: Parsed<R, 'body'>;
  headers: FastifyRequest['headers'];
  request: FastifyRequest;
};

/**
 * Who calls, as the handler gets it: a dealer's or seller's id (for `member`, the principal with its role),
 * the console's audit actor, nothing for public.
 */
export type Caller<A extends RouteAccess> = A extends 'dealer' | 'seller'
  ? number
  : A extends 'member'
    ? Principal
    : A extends 'operator' | 'admin'
      ? ConsoleActor
      : undefined;

/**
 * An answer whose whole envelope is JSON already, made through the route's own response schema (a cached answer,
 * docs/decisions/039): sent as it is, not parsed and stringified again.
 */
export class SerializedAnswer {
  constructor(readonly json: string) {}
}

type Handle<R extends ApiRoute> = (
  input: ServedInput<R>,
  caller: Caller<R['access']>,
) => Promise<RouteResult<R> | SerializedAnswer> | RouteResult<R> | SerializedAnswer;

type GuardContext = Pick<AppContext, 'db' | 'tokens' | 'sessions'>;

function guardOf(app: ZodApp, ctx: GuardContext, access: RouteAccess): onRequestAsyncHookHandler | null {
  switch (access) {
    case 'public':
      return null;
    case 'dealer':
    case 'seller':
      return app.requireRole(access);
    case 'member':
      return app.requireRole('dealer', 'seller');
    case 'operator':
      return operatorGuard(ctx, 'STAFF');
    case 'admin':
      return operatorGuard(ctx, 'ADMIN');
  }
}

function callerOf(
  access: RouteAccess,
  request: FastifyRequest,
): number | Principal | ConsoleActor | undefined {
  if (access === 'dealer' || access === 'seller') {
    return principalId(request);
  }
  if (access === 'member' && request.principal) {
    return request.principal;
  }
  if (access === 'operator' || access === 'admin') {
    return auditActorOf(request);
  }
  return undefined;
}

/** Beside the Fastify route options: the console routes whose answers keep their phone numbers. */
type ServeOptions = {
  bodyLimit?: number;
  /** "연락처 보기" only: the answer keeps its phone number (docs/domain.md "Contact relay"). */
  revealsContact?: boolean;
  /**
   * Text the operators write for everyone (notices, the FAQ): no one's personal data, kept as written, so that
   * an edit does not save the masked form back (docs/domain.md "Contact relay").
   */
  publishedText?: boolean;
};

/**
 * The route declarer of a module's routes file: `serve(api.deals.confirm, ({ params }, dealerId) => …)`.
 * A console answer has its phone numbers masked (console-mask.ts).
 */
export function routeServer(app: ZodApp, ctx: GuardContext) {
  return function serve<R extends ApiRoute>(route: R, handle: Handle<R>, options: ServeOptions = {}) {
    const { revealsContact = false, publishedText = false, ...extra } = options;
    const masks =
      (route.access === 'operator' || route.access === 'admin') && !revealsContact && !publishedText;
    const refused = refusalsOf(route).filter((status) => status !== 400);
    const schema: FastifySchema = {
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      tags: [route.tag],
      ...(route.access === 'public' ? {} : { security: BEARER_SECURITY }),
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      response: route.created
        ? createdResponse(route.response, refused)
        : okResponse(route.response, refused),
    };
    const onRequest = guardOf(app, ctx, route.access);
    const message = route.message ?? COMMON_MESSAGES.success;
    app.route({
      method: route.method,
      url: route.path,
      ...(onRequest ? { onRequest } : {}),
      ...extra,
      schema,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const input = {
          params: request.params,
          query: request.query,
          body: request.body,
          headers: request.headers,
          request,
        } as ServedInput<R>;
        const answer = await handle(input, callerOf(route.access, request) as Caller<R['access']>);
        if (answer instanceof SerializedAnswer) {
          return reply.type('application/json; charset=utf-8').send(answer.json);
        }
        const data = masks ? maskConsoleAnswer(answer) : answer;
        if (route.created) {
          return reply.code(201).send({ code: 201, message, data });
        }
        return { ...ok(data), message };
      },
    });
  };
}
