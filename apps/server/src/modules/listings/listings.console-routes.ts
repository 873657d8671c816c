// The console's door to the listing under review: the listing queue by tab and search, approval and
// rejection (one auction in full and its cancel are auctions.console-routes.ts), as api.consoleListings
// declares them.
import { api } from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { routeServer } from '../../lib/serve-route';
import { createListingsService } from './listings.service';

export function listingsConsoleRoutes(ctx: AppContext) {
  const listings = createListingsService(ctx);
  return moduleRoutes((app) => {
    const serve = routeServer(app, ctx);

    serve(api.consoleListings.queue, ({ query }) => listings.queue(query));
    serve(api.consoleListings.approve, ({ params }, actor) => listings.approve(params.id, actor));
    serve(api.consoleListings.reject, ({ params, body }, actor) =>
      listings.reject(params.id, body.reason, actor),
    );
  });
}
