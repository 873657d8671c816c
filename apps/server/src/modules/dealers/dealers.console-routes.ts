// HTTP for the console's dealer screen: the review queue and search, a dealer's application, approve and
// reject (the CLI's calls too, by username), suspend and lift a suspension (by id), each route as the table
// declares it (api.consoleDealers). Any operator may.
import { api } from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { routeServer } from '../../lib/serve-route';
import { createDealerConsoleService } from './dealer-console.service';
import { approveDealer, rejectDealer } from './dealer-decisions';

export function dealersConsoleRoutes(ctx: AppContext) {
  const service = createDealerConsoleService(ctx);
  const deps = { clock: ctx.clock, publicUrl: ctx.config.PUBLIC_URL, alimtalk: ctx.alimtalk };
  return moduleRoutes((app) => {
    const serve = routeServer(app, ctx);

    serve(api.consoleDealers.list, ({ query }) => service.list(query));
    serve(api.consoleDealers.detail, ({ params }) => service.detail(params.id));
    serve(api.consoleDealers.approve, ({ params }, actor) =>
      approveDealer(ctx.db, params.username, deps, actor),
    );
    serve(api.consoleDealers.reject, ({ params, body }, actor) =>
      rejectDealer(ctx.db, params.username, body.reason, deps, actor),
    );
    serve(api.consoleDealers.suspend, ({ params, body }, actor) =>
      service.suspend(params.id, body.reason, actor),
    );
    serve(api.consoleDealers.unsuspend, ({ params, body }, actor) =>
      service.unsuspend(params.id, body.reason, actor),
    );
    serve(api.consoleDealers.overrideTier, ({ params, body }, actor) =>
      service.overrideTier(params.id, body, actor),
    );
  });
}
