// HTTP for address coordinates (sign-up and re-application forms); public, the context's geocoder.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { coordinatesQuery, coordinatesResponse } from '@autobid/shared';
import type { AppContext } from '../../context';
import { ok, okResponse } from '../../lib/envelope';

export function mapsRoutes(ctx: AppContext) {
  return (instance: FastifyInstance, _options: unknown, done: (error?: Error) => void) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/v1/maps/coordinates',
      {
        schema: {
          tags: ['maps'],
          summary: '주소 좌표 조회',
          querystring: coordinatesQuery,
          response: okResponse(coordinatesResponse),
        },
      },
      async (request) => ok(await ctx.geocoder(request.query.address)),
    );
    done();
  };
}
