// The console's routes declared once each: `read` (a list, a row, a count) and `act` (an operator action,
// audited), with the operator guard, the admin tag, bearer security and the refusals every such route gives
// stated here (docs/conventions.md "Operator actions"). A route states only its path, summary, schemas and
// the service call. It is the console's door, as signedInRoutes and publicRoutes (module-routes.ts) are the
// others': every module's *.console-routes.ts declares its routes with it.
import type { FastifyReply, FastifyRequest, FastifySchema, onRequestAsyncHookHandler } from 'fastify';
import type { OperatorRole } from '@autobid/shared';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { createdResponse, ok, okResponse, SIGNED_IN, type RefusalStatus } from './envelope';
import type { Output, ZodApp } from './module-routes';
import { auditActorOf, operatorRoute, type ConsoleActor } from './operator-guard';

type RouteSpec<P, Q, B, R extends z.ZodType> = {
  summary: string;
  params?: P;
  querystring?: Q;
  body?: B;
  /** The success body (`data` of the envelope). */
  response: R;
  /** The refusals beside 400, 401 and 403; by default 404 for a route with `params`, and 409 for an action. */
  refused?: readonly RefusalStatus[];
};

type Input<P, Q, B> = { params: Output<P>; query: Output<Q>; body: Output<B> };

type ActSpec<P, Q, B, R extends z.ZodType> = RouteSpec<P, Q, B, R> & {
  method?: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A route that creates: answered 201 with this message. */
  created?: string;
};

const inputOf = <P, Q, B>(request: FastifyRequest) =>
  ({ params: request.params, query: request.query, body: request.body }) as Input<P, Q, B>;

/** The console routes of `role` (any operator by default, `'ADMIN'` for operator accounts and refunds). */
export function consoleRoutes(
  app: ZodApp,
  ctx: Pick<AppContext, 'db' | 'tokens' | 'sessions'>,
  role: OperatorRole = 'STAFF',
) {
  const route = operatorRoute(ctx, role);
  // The schema as plain FastifySchema: the handlers below type their input from the spec themselves.
  const optionsOf = <P, Q, B, R extends z.ZodType>(
    spec: RouteSpec<P, Q, B, R>,
    response: FastifySchema['response'],
  ): { onRequest: onRequestAsyncHookHandler; schema: FastifySchema } =>
    route({
      summary: spec.summary,
      ...(spec.params ? { params: spec.params } : {}),
      ...(spec.querystring ? { querystring: spec.querystring } : {}),
      ...(spec.body ? { body: spec.body } : {}),
      response,
    });

  /** A GET: a list from its query, or one row by its params (404 when there is none). */
  const read = <P extends z.ZodType | undefined, Q extends z.ZodType | undefined, R extends z.ZodType>(
    url: string,
    spec: RouteSpec<P, Q, undefined, R>,
    handle: (input: Input<P, Q, undefined>) => Promise<z.input<R>>,
  ) => {
    const refused = spec.refused ?? (spec.params ? [404] : []);
    app.route({
      method: 'GET',
      url,
      ...optionsOf(spec, okResponse(spec.response, [...SIGNED_IN, ...refused])),
      handler: async (request: FastifyRequest) => ok(await handle(inputOf<P, Q, undefined>(request))),
    });
  };

  /**
   * An operator action (POST unless `method`): 404 when its target is missing and 409 when its state
   * refuses, unless `refused` says otherwise; `actor` is the signed-in operator for the audit row.
   */
  const act = <P extends z.ZodType | undefined, B extends z.ZodType | undefined, R extends z.ZodType>(
    url: string,
    spec: ActSpec<P, undefined, B, R>,
    handle: (input: Input<P, undefined, B>, actor: ConsoleActor) => Promise<z.input<R>> | z.input<R>,
  ) => {
    const refused = [...SIGNED_IN, ...(spec.refused ?? [404, 409])];
    const { created } = spec;
    app.route({
      method: spec.method ?? 'POST',
      url,
      ...optionsOf(
        spec,
        created ? createdResponse(spec.response, refused) : okResponse(spec.response, refused),
      ),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const data = await handle(inputOf<P, undefined, B>(request), auditActorOf(request));
        return created ? reply.code(201).send({ code: 201, message: created, data }) : ok(data);
      },
    });
  };

  return { read, act };
}
