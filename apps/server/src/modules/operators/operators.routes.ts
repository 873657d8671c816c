// HTTP for operator sign-in and the signed-in operator (`/v1/admin/login`, `/v1/admin/me`), each route as
// the table declares it (api.operators).
import { api } from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { signedInOperator } from '../../lib/operator-guard';
import { routeServer } from '../../lib/serve-route';
import { createOperatorsService } from './operators.service';

export function operatorsRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const service = createOperatorsService(ctx);
    const serve = routeServer(app, ctx);

    serve(api.operators.login, ({ body }) => service.login(body));
    serve(api.operators.logout, ({ request }) => service.logout(signedInOperator(request)));
    serve(api.operators.me, ({ request }) => service.me(signedInOperator(request)));
  });
}
