// HTTP for the console's content screen (`/v1/admin/notices`, `/v1/admin/faqs`), as api.consoleContent
// declares it: any operator may write notices and the FAQ; each write answers the row as stored, phone numbers
// unmasked (they are published text, not anyone's contact: docs/domain.md "Contact relay").
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
    const published = { publishedText: true };

    serve(routes.notices, ({ query }) => notices.list(query), published);
    serve(routes.previewNotice, ({ body }) => notices.preview(body.contents), published);
    serve(routes.notice, ({ params }) => notices.get(params.id), published);
    serve(routes.createNotice, ({ body }, actor) => notices.create(body, actor), published);
    serve(
      routes.updateNotice,
      ({ params, body }, actor) => notices.update(params.id, body, actor),
      published,
    );
    serve(routes.removeNotice, ({ params }, actor) => notices.remove(params.id, actor), published);

    serve(routes.faqs, ({ query }) => faqs.list(query.category), published);
    serve(routes.createFaq, ({ body }, actor) => faqs.create(body, actor), published);
    serve(routes.updateFaq, ({ params, body }, actor) => faqs.update(params.id, body, actor), published);
    serve(routes.removeFaq, ({ params }, actor) => faqs.remove(params.id, actor), published);
    serve(
      routes.moveFaq,
      ({ params, body }, actor) => faqs.move(params.id, body.direction, actor),
      published,
    );
  });
}
