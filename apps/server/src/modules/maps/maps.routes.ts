// HTTP for address coordinates (sign-up and re-application forms); public, the context's geocoder.
import { coordinatesQuery, coordinatesResponse } from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { ok, okResponse } from '../../lib/envelope';

export function mapsRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
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
  });
}
