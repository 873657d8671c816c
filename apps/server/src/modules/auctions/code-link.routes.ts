// HTTP for messaging-app code links, the dealer's door to the auction and its deal without a sign-in: the
// code session (/me), the auction detail and the deal actions of the bound dealer on the bound auction,
// authenticated by the code in the path instead of a token (the session: modules/code-links), each route as
// the table declares it (api.codeLinks).
import { api } from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { routeServer } from '../../lib/serve-route';
import { createCodeLinksService } from '../code-links/code-links.public';
import { idempotencyKeyOf } from './auctions.routes';
import { createAuctionsService } from './auctions.service';
import { createDealsService } from './deals.service';

export function codeLinksRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const codes = createCodeLinksService(ctx);
    const auctions = createAuctionsService(ctx);
    const deals = createDealsService(ctx);
    const serve = routeServer(app, ctx);
    const retried = (headers: Record<string, string | string[] | undefined>) => ({
      idempotencyKey: idempotencyKeyOf(headers['idempotency-key']),
    });

    serve(api.codeLinks.me, ({ params }) => codes.me(params.code));
    serve(api.codeLinks.detail, async ({ params }) => {
      const session = await codes.resolve(params.code);
      return auctions.detail(session.dealerId, session.auctionId);
    });
    serve(api.codeLinks.placeBid, async ({ params, body, headers }) => {
      const session = await codes.resolve(params.code, 'bidding');
      const key = idempotencyKeyOf(headers['idempotency-key']);
      return auctions.placeBid(session.dealerId, session.auctionId, body.price, key);
    });
    serve(api.codeLinks.confirm, async ({ params, headers }) => {
      const session = await codes.resolve(params.code, 'confirm');
      return deals.confirm(session.dealerId, session.auctionId, retried(headers));
    });
    serve(api.codeLinks.cancel, async ({ params, body }) => {
      const session = await codes.resolve(params.code, 'cancel');
      return deals.cancel(session.dealerId, session.auctionId, body.reason);
    });
    serve(api.codeLinks.checkDeposit, async ({ params }) => {
      const session = await codes.resolve(params.code, 'checkDeposit');
      return deals.checkDeposit(session.dealerId, session.auctionId);
    });
    serve(api.codeLinks.reserve, async ({ params, body }) => {
      const session = await codes.resolve(params.code, 'reservation');
      return deals.reserve(session.dealerId, session.auctionId, body.reservedAt);
    });
    serve(api.codeLinks.complete, async ({ params, body, headers }) => {
      const session = await codes.resolve(params.code, 'complete');
      return deals.complete(session.dealerId, session.auctionId, body, retried(headers));
    });
  });
}
