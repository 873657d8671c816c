// HTTP for the audit log (`/v1/admin/audit-log`, api.consoleAudit): every operator action, newest first; and
// the usernames it names (`/v1/admin/audit-log/actors`) for the console's operator filter.
import { api } from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { routeServer } from '../../lib/serve-route';
import { createAuditService } from './audit.service';

export function auditConsoleRoutes(ctx: AppContext) {
  const service = createAuditService(ctx);
  return moduleRoutes((app) => {
    const serve = routeServer(app, ctx);

    serve(api.consoleAudit.list, ({ query }) => service.list(query));
    serve(api.consoleAudit.actors, () => service.actors());
  });
}
