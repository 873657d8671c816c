// HTTP for the console's content screen (`/v1/admin/notices`, `/v1/admin/faqs`), as api.consoleContent
// declares it: any operator may write notices and the FAQ; each write answers the row as stored.
import { api } from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { routeServer } from '../../lib/serve-route';
import { createFaqsConsoleService } from './faqs-console.service';
import { createNoticesConsoleService } from './notices-console.service';

export function contentConsoleRoutes(ctx: AppContext) {
  const notices = createNoticesConsoleService(ctx);
  const faqs = createFaqsConsoleService(ctx);
  return moduleRoutes((app) => {
    const serve = routeServer(app, ctx);
    const routes = api.consoleContent;

    serve(routes.notices, ({ query }) => notices.list(query));
    serve(routes.previewNotice, ({ body }) => notices.preview(body.contents));
    serve(routes.notice, ({ params }) => notices.get(params.id));
    serve(routes.createNotice, ({ body }, actor) => notices.create(body, actor));
    serve(routes.updateNotice, ({ params, body }, actor) => notices.update(params.id, body, actor));
    serve(routes.removeNotice, ({ params }, actor) => notices.remove(params.id, actor));

    serve(routes.faqs, ({ query }) => faqs.list(query.category));
    serve(routes.createFaq, ({ body }, actor) => faqs.create(body, actor));
    serve(routes.updateFaq, ({ params, body }, actor) => faqs.update(params.id, body, actor));
    serve(routes.removeFaq, ({ params }, actor) => faqs.remove(params.id, actor));
    serve(routes.moveFaq, ({ params, body }, actor) => faqs.move(params.id, body.direction, actor));
  });
}
