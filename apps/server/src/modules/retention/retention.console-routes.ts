// HTTP for the console's "개인정보 보관" screen (`/v1/admin/retention-runs`, api.consoleRetention): the
// retention job's runs, newest first, with what each rule of the map removed (docs/domain.md "Retention").
import { api } from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { routeServer } from '../../lib/serve-route';
import { createRetentionService } from './retention.service';

export function retentionConsoleRoutes(ctx: AppContext) {
  const service = createRetentionService(ctx);
  return moduleRoutes((app) => {
    const serve = routeServer(app, ctx);

    serve(api.consoleRetention.runs, ({ query }) => service.runs(query));
  });
}
