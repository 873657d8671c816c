// HTTP for price guidance (api.priceGuide): a seller's or a dealer's session (docs/domain.md "Price guidance").
import { api } from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { routeServer } from '../../lib/serve-route';
import { createPriceGuideService } from './price-guide.service';

export function priceGuideRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const service = createPriceGuideService(ctx);
    routeServer(app, ctx)(api.priceGuide.guide, ({ query }) => service.guide(query));
  });
}
