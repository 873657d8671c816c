// HTTP for the dealer's own account: login, profile, dashboard, the ban a bid cancellation would bring,
// each route as the table declares it (api.dealers).
import { api } from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { routeServer } from '../../lib/serve-route';
import { createDealersService } from './dealers.service';

export function dealersRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const service = createDealersService(ctx);
    const serve = routeServer(app, ctx);

    serve(api.dealers.login, ({ body }) => service.login(body));
    serve(api.dealers.logout, (_input, dealerId) => service.logout(dealerId));
    serve(api.dealers.profile, (_input, dealerId) => service.profilePage(dealerId));
    serve(api.dealers.dashboard, (_input, dealerId) => service.dashboard(dealerId));
    serve(api.dealers.bidCancelPenalty, (_input, dealerId) => service.bidCancelPenalty(dealerId));
  });
}
