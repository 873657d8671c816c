// A module's routes as one Fastify plugin on the zod type provider. Its routes are served from the route table
// (serve-route.ts); `publicRoutes` is left for the process's own probes (plugins/health.ts), which are not API calls.
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { COMMON_MESSAGES } from './app-error';
import { createdResponse, ok, okResponse, type RefusalStatus } from './envelope';

function withZod(instance: FastifyInstance) {
  return instance.withTypeProvider<ZodTypeProvider>();
}

export type ZodApp = ReturnType<typeof withZod>;

/** `declare` adds the module's routes to the zod-typed instance; registered with `app.register(...)`. */
export function moduleRoutes(declare: (app: ZodApp) => void) {
  return (instance: FastifyInstance, _options: unknown, done: (error?: Error) => void) => {
    declare(withZod(instance));
    done();
  };
}

/** The bearer token in the OpenAPI document: what every signed-in route declares. */
export const BEARER_SECURITY = [{ bearerAuth: [] }];

/** A public route's options: the module's OpenAPI `tags`. */
function openRoute(tags: string[]) {
  return <S extends FastifySchema>(schema: S) => ({ schema: { tags, ...schema } });
}

/** What a route's `params`, `querystring` or `body` schema hands its handler (undefined without one). */
export type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A route's request as its handler reads it: params, query and body typed from the route's schemas. */
type RouteRequest<P, Q, B> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: Output<P>;
  query: Output<Q>;
  body: Output<B>;
};

type RouteSpec<P, Q, B, R extends z.ZodType> = {
  summary: string;
  description?: string;
  params?: P;
  querystring?: Q;
  body?: B;
  /** The success body (`data` of the 200 envelope). */
  response: R;
  /** The refusals beside 400 (and 401 and 403 on a signed-in route). */
  refused?: readonly RefusalStatus[];
  /** The envelope's message when it is not the common success one. */
  message?: string;
  /** A route that creates: answered 201. */
  isCreated?: boolean;
};

type Input = z.ZodType | undefined;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Options = (schema: FastifySchema) => { schema: FastifySchema };

/** One route: `options` adds guard, tags and security; it refuses `base` and `spec.refused`. */
function declareRoute<R extends z.ZodType>(
  app: ZodApp,
  route: { method: Method; url: string; options: Options; base: readonly RefusalStatus[] },
  spec: RouteSpec<unknown, unknown, unknown, R>,
  handle: (request: FastifyRequest) => Promise<z.input<R>>,
) {
  const { refused = [], response, message = COMMON_MESSAGES.success, isCreated = false, ...schema } = spec;
  const declared = [...route.base, ...refused];
  app.route({
    method: route.method,
    url: route.url,
    ...route.options({
      ...schema,
      response: isCreated ? createdResponse(response, declared) : okResponse(response, declared),
    }),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const data = await handle(request);
      return isCreated ? reply.code(201).send({ code: 201, message, data }) : { ...ok(data), message };
    },
  });
}

const byMethod = <F>(declare: (method: Method) => F) => ({
  get: declare('GET'),
  post: declare('POST'),
  put: declare('PUT'),
  patch: declare('PATCH'),
  delete: declare('DELETE'),
});

/** Routes anyone may call, each `get(url, spec, handle)`: `handle` gets the request. */
export function publicRoutes(app: ZodApp, tags: string[]) {
  const options = openRoute(tags);
  return byMethod(
    (method) =>
      <P extends Input, Q extends Input, B extends Input, R extends z.ZodType>(
        url: string,
        spec: RouteSpec<P, Q, B, R>,
        handle: (request: RouteRequest<P, Q, B>) => Promise<z.input<R>>,
      ) =>
        declareRoute(app, { method, url, options, base: [] }, spec, (request) =>
          handle(request as RouteRequest<P, Q, B>),
        ),
  );
}
