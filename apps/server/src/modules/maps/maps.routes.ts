// HTTP for address coordinates (sign-up and re-application forms); public, the context's geocoder (api.maps).
import { api } from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { routeServer } from '../../lib/serve-route';

export function mapsRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    routeServer(app, ctx)(api.maps.coordinates, ({ query }) => ctx.geocoder(query.address));
  });
}
