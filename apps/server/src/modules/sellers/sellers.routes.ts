// HTTP for the seller app: phone login and logout, the seller's name, own listings with bids, the selection
// of the winning bid, and the seller's review and report of the dealer, as api.sellers declares them.
import { api } from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { routeServer } from '../../lib/serve-route';
import { createSellersService } from './sellers.service';

export function sellersRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const service = createSellersService(ctx);
    const serve = routeServer(app, ctx);

    serve(api.sellers.requestCode, ({ body, request }) =>
      service.requestCode(body.phone, { ip: request.ip }),
    );
    serve(api.sellers.login, ({ body, request }) => service.login(body, { ip: request.ip }));
    serve(api.sellers.logout, (_input, sellerId) => service.logout(sellerId));
    serve(api.sellers.me, (_input, sellerId) => service.me(sellerId));
    serve(api.sellers.updateMe, ({ body }, sellerId) => service.updateMe(sellerId, body.name));
    serve(api.sellers.closeMe, (_input, sellerId) => service.closeMe(sellerId));
    serve(api.sellers.list, ({ query }, sellerId) => service.list(sellerId, query));
    serve(api.sellers.detail, ({ params }, sellerId) => service.detail(sellerId, params.id));
    serve(api.sellers.select, ({ params, body }, sellerId) =>
      service.select(sellerId, params.id, body.biddingId),
    );
    serve(api.sellers.review, ({ params, body }, sellerId) => service.review(sellerId, params.id, body));
    serve(api.sellers.report, ({ params, body }, sellerId) =>
      service.report(sellerId, params.id, body.reason),
    );
  });
}
