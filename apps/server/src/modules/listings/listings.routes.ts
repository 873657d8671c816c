// HTTP for the seller's listing: draft, edit, submission and withdrawal (the operator's review is
// listings.console-routes.ts, the seller's name the sellers module's), each route as api.listings declares it.
import { api } from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { routeServer } from '../../lib/serve-route';
import { createListingsService } from './listings.service';

export function listingsRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const service = createListingsService(ctx);
    const serve = routeServer(app, ctx);

    serve(api.listings.create, ({ body }, sellerId) => service.create(sellerId, body));
    serve(api.listings.update, ({ params, body }, sellerId) => service.update(sellerId, params.id, body));
    serve(api.listings.submit, ({ params }, sellerId) => service.submit(sellerId, params.id));
    serve(api.listings.withdraw, ({ params }, sellerId) => service.withdraw(sellerId, params.id));
  });
}
