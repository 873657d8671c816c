// HTTP for address coordinates (sign-up and re-application forms); public, the context's geocoder.
import { coordinatesQuery, coordinatesResponse } from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes, publicRoutes } from '../../lib/module-routes';

export function mapsRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    publicRoutes(app, ['maps']).get(
      '/v1/maps/coordinates',
      { summary: '주소 좌표 조회', querystring: coordinatesQuery, response: coordinatesResponse },
      ({ query }) => ctx.geocoder(query.address),
    );
  });
}
