// HTTP for price claims at handover (docs/domain.md "Handover"): the winner's claim, signed in or through a
// code link, and the seller's answer, each route as the table declares it (api.priceClaims).
import { api } from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { routeServer } from '../../lib/serve-route';
import { createCodeLinksService } from '../code-links/code-links.public';
import { createPriceClaimsService } from './price-claims.service';

export function priceClaimsRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const claims = createPriceClaimsService(ctx);
    const codes = createCodeLinksService(ctx);
    const serve = routeServer(app, ctx);

    serve(api.priceClaims.view, ({ params }, dealerId) => claims.view(dealerId, params.id));
    serve(api.priceClaims.open, ({ params, body }, dealerId) => claims.open(dealerId, params.id, body));
    serve(api.priceClaims.withdraw, ({ params }, dealerId) =>
      claims.withdraw(dealerId, params.id, params.claimId),
    );
    serve(api.priceClaims.codeView, async ({ params }) => {
      const session = await codes.resolve(params.code, 'priceClaim');
      return claims.view(session.dealerId, session.auctionId);
    });
    serve(api.priceClaims.codeOpen, async ({ params, body }) => {
      const session = await codes.resolve(params.code, 'priceClaim');
      return claims.open(session.dealerId, session.auctionId, body);
    });
    serve(api.priceClaims.codeWithdraw, async ({ params }) => {
      const session = await codes.resolve(params.code, 'priceClaim');
      return claims.withdraw(session.dealerId, session.auctionId, params.claimId);
    });
    serve(api.priceClaims.accept, ({ params }, sellerId) =>
      claims.accept(sellerId, params.id, params.claimId),
    );
    serve(api.priceClaims.reject, ({ params, body }, sellerId) =>
      claims.reject(sellerId, params.id, params.claimId, body.reason),
    );
  });
}
