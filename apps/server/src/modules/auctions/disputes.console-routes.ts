// The console's door to price disputes and the deduction guide (docs/domain.md "Handover"), each route as the
// table declares it (api.consoleDisputes); the decision writes its audit row in its own transaction.
import { api } from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { routeServer } from '../../lib/serve-route';
import { createPriceClaimsService } from './price-claims.service';

export function disputesConsoleRoutes(ctx: AppContext) {
  const claims = createPriceClaimsService(ctx);
  return moduleRoutes((app) => {
    const serve = routeServer(app, ctx);

    serve(api.consoleDisputes.list, ({ query }) => claims.disputes(query));
    serve(api.consoleDisputes.detail, ({ params }) => claims.dispute(params.id));
    serve(api.consoleDisputes.decide, ({ params, body }, actor) => claims.decide(actor, params.id, body));
    serve(api.consoleDisputes.guide, () => claims.guide());
    serve(api.consoleDisputes.saveGuide, ({ body }, actor) => claims.saveGuide(actor, body));
  });
}
