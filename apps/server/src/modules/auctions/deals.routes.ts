// HTTP for the winner's deal steps (docs/spec.md §7), each route as the table declares it (api.deals).
import { api } from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { routeServer } from '../../lib/serve-route';
import { idempotencyKeyOf } from './auctions.routes';
import { createDealsService } from './deals.service';

export function dealsRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const service = createDealsService(ctx);
    const serve = routeServer(app, ctx);
    const retried = (headers: Record<string, string | string[] | undefined>) => ({
      idempotencyKey: idempotencyKeyOf(headers['idempotency-key']),
    });

    serve(api.deals.list, ({ query }, dealerId) => service.list(dealerId, query));
    serve(api.deals.winner, ({ params }, dealerId) => service.winner(dealerId, params.id));
    serve(api.deals.confirm, ({ params, headers }, dealerId) =>
      service.confirm(dealerId, params.id, retried(headers)),
    );
    serve(api.deals.cancel, ({ params, body }, dealerId) => service.cancel(dealerId, params.id, body.reason));
    serve(api.deals.checkDeposit, ({ params }, dealerId) => service.checkDeposit(dealerId, params.id));
    serve(api.deals.reserve, ({ params, body }, dealerId) =>
      service.reserve(dealerId, params.id, body.reservedAt),
    );
    serve(api.deals.complete, ({ params, body, headers }, dealerId) =>
      service.complete(dealerId, params.id, body, retried(headers)),
    );
  });
}
