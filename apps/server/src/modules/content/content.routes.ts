// HTTP for public content: notices (no token needed), FAQ, the landing's live auction, random completed-trade
// cards, as api.content declares them.
import { api } from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { routeServer } from '../../lib/serve-route';
import { createContentService } from './content.service';

export function contentRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const service = createContentService(ctx);
    const serve = routeServer(app, ctx);

    serve(api.content.notices, ({ query }) => service.notices(query));
    serve(api.content.notice, ({ params }) => service.notice(params.id));
    serve(api.content.faqs, () => service.faqs());
    serve(api.content.liveAuction, () => service.liveAuction());
    serve(api.content.randomReviews, ({ query }) => service.randomReviews(query.limit));
  });
}
