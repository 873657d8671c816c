// A module's routes as one Fastify plugin on the zod type provider: the preamble every *.routes.ts shares.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

function withZod(instance: FastifyInstance) {
  return instance.withTypeProvider<ZodTypeProvider>();
}

type ZodApp = ReturnType<typeof withZod>;

/** `declare` adds the module's routes to the zod-typed instance; registered with `app.register(...)`. */
export function moduleRoutes(declare: (app: ZodApp) => void) {
  return (instance: FastifyInstance, _options: unknown, done: (error?: Error) => void) => {
    declare(withZod(instance));
    done();
  };
}
