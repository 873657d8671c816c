// HTTP for the console's penalties screen: penalties with their cause, lift or extend a ban, and sellers'
// reports of dealers with the operator's decision (api.consolePenalties). Any operator may.
import { api } from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { routeServer } from '../../lib/serve-route';
import { createPenaltyConsoleService } from './penalty-console.service';

export function penaltiesConsoleRoutes(ctx: AppContext) {
  const service = createPenaltyConsoleService(ctx);
  return moduleRoutes((app) => {
    const serve = routeServer(app, ctx);

    serve(api.consolePenalties.list, ({ query }) => service.list(query));
    serve(api.consolePenalties.lift, ({ params, body }, actor) =>
      service.lift(params.id, body.reason, actor),
    );
    serve(api.consolePenalties.extend, ({ params, body }, actor) =>
      service.extend(params.id, body.days, body.reason, actor),
    );
    serve(api.consolePenalties.reports, ({ query }) => service.reports(query));
    serve(api.consolePenalties.decideReport, ({ params, body }, actor) =>
      service.decide(params.id, body, actor),
    );
  });
}
