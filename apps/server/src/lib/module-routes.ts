// A module's routes as one Fastify plugin on the zod type provider: the preamble every *.routes.ts shares.
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalId } from './auth';
import { ok } from './envelope';
import type { Role } from './jwt';

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

/** A public route's options: the module's OpenAPI `tags` stated once, `route({ summary, body, response })`. */
export function openRoute(tags: string[]) {
  return <S extends FastifySchema>(schema: S) => ({ schema: { tags, ...schema } });
}

/**
 * The options every route of one role in a module repeats, stated once: `role`'s guard on the request and,
 * in the schema, the module's OpenAPI `tags` and the bearer token. `route({ summary, params, response })`
 * gives a route's options.
 */
export function guardedRoute(app: Pick<FastifyInstance, 'requireRole'>, role: Role, tags: string[]) {
  const onRequest = app.requireRole(role);
  return <S extends FastifySchema>(schema: S) => ({
    onRequest,
    schema: { tags, security: BEARER_SECURITY, ...schema },
  });
}

/** A signed-in route's handler: `call` with the principal's id and the request, its answer in the envelope. */
export function principalCall<R extends FastifyRequest, T>(
  call: (principal: number, request: R) => Promise<T>,
) {
  return async (request: R) => ok(await call(principalId(request), request));
}
