// HTTP for the dealer's saved searches, each route as the table declares it (api.savedSearches).
import { api } from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { routeServer } from '../../lib/serve-route';
import { createSavedSearchesService } from './saved-searches.service';

export function savedSearchesRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const service = createSavedSearchesService(ctx);
    const serve = routeServer(app, ctx);

    serve(api.savedSearches.list, (_input, dealerId) => service.list(dealerId));
    serve(api.savedSearches.create, ({ body }, dealerId) => service.create(dealerId, body));
    serve(api.savedSearches.update, ({ params, body }, dealerId) =>
      service.update(dealerId, params.id, body),
    );
    serve(api.savedSearches.remove, ({ params }, dealerId) => service.remove(dealerId, params.id));
  });
}
