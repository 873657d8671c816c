// The console's door to the fee deposits: the deposit screen (the deposits by tab and search, a match by hand
// by any operator, a refund mark by an ADMIN) and recording a transfer by hand for an auction's deal
// (`POST /v1/admin/auctions/{id}/deposits`), as api.consoleDeposits declares them. The bank's door is
// bank-webhook.routes.ts.
import { api } from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { routeServer } from '../../lib/serve-route';
import { createDepositsService } from './deposits.service';

export function depositsConsoleRoutes(ctx: AppContext) {
  const service = createDepositsService(ctx);
  return moduleRoutes((app) => {
    const serve = routeServer(app, ctx);

    serve(api.consoleDeposits.list, ({ query }) => service.list(query));
    serve(api.consoleDeposits.match, ({ params, body }, actor) =>
      service.match(params.id, body.auctionId, actor),
    );
    serve(api.consoleDeposits.refund, ({ params, body }, actor) =>
      service.refund(params.id, body.reason, actor),
    );
    serve(api.consoleDeposits.recordForAuction, ({ params, body }, actor) =>
      service.recordForAuction(params.id, body ?? {}, actor),
    );
  });
}
