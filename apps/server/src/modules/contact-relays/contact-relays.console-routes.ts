// HTTP for the console's "연락처 보기" (`/v1/admin/contacts/reveal`, api.consoleContacts): the one console
// answer that carries a full phone number, logged with its purpose (docs/domain.md "Contact relay").
import { api } from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { routeServer } from '../../lib/serve-route';
import { createContactRevealService } from './contact-reveal.service';

export function contactRelaysConsoleRoutes(ctx: AppContext) {
  const service = createContactRevealService(ctx);
  return moduleRoutes((app) => {
    const serve = routeServer(app, ctx);

    serve(api.consoleContacts.reveal, ({ body }, actor) => service.reveal(body, actor), {
      revealsContact: true,
    });
  });
}
