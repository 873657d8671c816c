// The console's door to the auction and its deal: one auction in full, the operator's cancel, the selection
// for a seller, the deals screen and the title-transfer status, each route as the table declares it
// (api.consoleAuctions). The listing queue, approve and reject are listings.console-routes.ts.
import { api } from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { routeServer } from '../../lib/serve-route';
import { createAuctionConsoleService } from './auction-console.service';
import { createDealsConsoleService } from './deals-console.service';
import { createOperatorSelection } from './operator-selection';

export function auctionsConsoleRoutes(ctx: AppContext) {
  const auctions = createAuctionConsoleService(ctx);
  const deals = createDealsConsoleService(ctx);
  const selection = createOperatorSelection(ctx);
  return moduleRoutes((app) => {
    const serve = routeServer(app, ctx);

    serve(api.consoleAuctions.detail, ({ params }) => auctions.detail(params.id));
    serve(api.consoleAuctions.cancel, ({ params, body }, actor) =>
      auctions.cancel(params.id, body.reason, actor),
    );
    serve(api.consoleAuctions.select, ({ params, body }, actor) =>
      selection.selectBid(params.id, body?.biddingId, actor),
    );
    serve(api.consoleAuctions.deals, ({ query }) => deals.list(query));
    serve(api.consoleAuctions.transferStatus, ({ params, body }, actor) =>
      deals.setTransferStatus(params.auctionId, body, actor),
    );
  });
}
