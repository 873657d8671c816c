// HTTP for live auctions: list, detail, place, raise and cancel bids, bid history, watch list, each route as
// the table declares it (api.auctions).
import { api } from '@autobid/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { moduleRoutes } from '../../lib/module-routes';
import { routeServer } from '../../lib/serve-route';
import { AUCTION_ACCESS_MESSAGES, createAuctionsService } from './auctions.service';

const IDEMPOTENCY_KEY_MAX = 100;

/** The optional Idempotency-Key header: trimmed, at most 100 characters. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  const key = value?.trim() ?? '';
  if (!key) {
    return null;
  }
  if (key.length > IDEMPOTENCY_KEY_MAX) {
    throw new AppError('BAD_IDEMPOTENCY_KEY', AUCTION_ACCESS_MESSAGES.badIdempotencyKey);
  }
  return key;
}

export function auctionsRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const service = createAuctionsService(ctx);
    const serve = routeServer(app, ctx);

    serve(api.auctions.list, ({ query }, dealerId) => service.list(dealerId, query));
    serve(api.auctions.biddingList, ({ query }, dealerId) => service.biddingList(dealerId, query));
    serve(api.auctions.detail, ({ params }, dealerId) => service.detail(dealerId, params.id));
    serve(api.auctions.placeBid, ({ params, body, headers }, dealerId) =>
      service.placeBid(dealerId, params.id, body.price, idempotencyKeyOf(headers['idempotency-key'])),
    );
    serve(api.auctions.raiseBid, ({ params, body, headers }, dealerId) =>
      service.raiseBid(dealerId, params.id, body.price, idempotencyKeyOf(headers['idempotency-key'])),
    );
    serve(api.auctions.cancelBid, ({ params, body }, dealerId) =>
      service.cancelBid(dealerId, params.id, body.reason),
    );
    serve(api.auctions.like, ({ params }, dealerId) => service.setLike(dealerId, params.id, true));
    serve(api.auctions.unlike, ({ params }, dealerId) => service.setLike(dealerId, params.id, false));
  });
}
