// HTTP for the dealer's review of the seller, authenticated by a REVIEW code link in the body (api.reviews).
import { api } from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { routeServer } from '../../lib/serve-route';
import { createReviewsService } from './reviews.service';

export function reviewsRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const service = createReviewsService(ctx);
    routeServer(app, ctx)(api.reviews.create, ({ body }) => service.createDealerReview(body));
  });
}
