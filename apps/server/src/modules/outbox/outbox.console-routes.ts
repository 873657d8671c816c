// HTTP for the console's message screen (`/v1/admin/outbox`, api.consoleOutbox): every SMS, Alimtalk and
// 1-won memo sent, by channel, recipient digits and template, newest first; and a resend of an SMS or
// Alimtalk message.
import { api } from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { routeServer } from '../../lib/serve-route';
import { createOutboxService } from './outbox.service';

export function outboxConsoleRoutes(ctx: AppContext) {
  const service = createOutboxService(ctx);
  return moduleRoutes((app) => {
    const serve = routeServer(app, ctx);

    serve(api.consoleOutbox.list, ({ query }) => service.list(query));
    serve(api.consoleOutbox.resend, ({ params }, actor) => service.resend(params.id, actor));
  });
}
