// The console's operator areas, each route as the table declares it (api.consoleOperators): the dashboard
// (`/v1/admin/dashboard`, any operator) and operator accounts (`/v1/admin/operators`: ADMIN only on every
// call, STAFF gets 403 ADMIN_ONLY).
import { api } from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { routeServer } from '../../lib/serve-route';
import { createDashboardConsoleService } from './dashboard-console.service';
import { createOperatorAccountsService } from './operator-accounts.service';

export function operatorsConsoleRoutes(ctx: AppContext) {
  const service = createOperatorAccountsService(ctx);
  const dashboard = createDashboardConsoleService(ctx);
  return moduleRoutes((app) => {
    const serve = routeServer(app, ctx);

    serve(api.consoleOperators.dashboard, () => dashboard.dashboard());
    serve(api.consoleOperators.list, () => service.list());
    serve(api.consoleOperators.create, ({ body }, actor) => service.create(body, actor));
    serve(api.consoleOperators.update, ({ params, body }, actor) => service.update(params.id, body, actor));
    serve(api.consoleOperators.resetPassword, ({ params, body }, actor) =>
      service.resetPassword(params.id, body.password, actor),
    );
  });
}
