// HTTP for live auctions: list, detail, place, raise and cancel bids, bid history, watch list.
import {
  auctionDetail,
  auctionListItem,
  auctionListQuery,
  biddingListItem,
  cancelBidRequest,
  cancelBidResponse,
  idParam,
  likeResponse,
  pagingQuery,
  pagedList,
  placeBidRequest,
  placeBidResponse,
  raiseBidRequest,
  raiseBidResponse,
  BIDDING_PAGE_SIZE,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { AppError, COMMON_MESSAGES } from '../../lib/app-error';
import { principalId } from '../../lib/auth';
import { createdResponse, ok, okResponse, SIGNED_IN } from '../../lib/envelope';
import { guardedRoute, moduleRoutes } from '../../lib/module-routes';
import { AUCTION_ACCESS_MESSAGES, createAuctionsService } from './auctions.service';

const IDEMPOTENCY_KEY_MAX = 100;

const biddingListQuery = pagingQuery(BIDDING_PAGE_SIZE);

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
    const dealerRoute = guardedRoute(app, 'dealer', ['auctions']);

    app.get(
      '/v1/dealers/auction/list',
      dealerRoute({
        summary: '진행 중인 경매 목록',
        querystring: auctionListQuery,
        response: okResponse(pagedList(auctionListItem), SIGNED_IN),
      }),
      async (request) => ok(await service.list(principalId(request), request.query)),
    );

    // Registered before /:id so "bidding" is never read as an auction id.
    app.get(
      '/v1/dealers/auction/bidding/list',
      dealerRoute({
        summary: '내 입찰 내역',
        querystring: biddingListQuery,
        response: okResponse(pagedList(biddingListItem), SIGNED_IN),
      }),
      async (request) => ok(await service.biddingList(principalId(request), request.query)),
    );

    app.get(
      '/v1/dealers/auction/:id',
      dealerRoute({
        summary: '경매 상세',
        params: idParam,
        response: okResponse(auctionDetail, [...SIGNED_IN, 404]),
      }),
      async (request) => ok(await service.detail(principalId(request), request.params.id)),
    );

    app.post(
      '/v1/dealers/auction/:id/bidding/',
      dealerRoute({
        summary: '입찰',
        description: 'Idempotency-Key 헤더(100자 이내)로 재시도해도 입찰은 한 번만 생성됩니다.',
        params: idParam,
        body: placeBidRequest,
        response: createdResponse(placeBidResponse, [...SIGNED_IN, 404, 409]),
      }),
      async (request, reply) => {
        const key = idempotencyKeyOf(request.headers['idempotency-key']);
        const bid = await service.placeBid(principalId(request), request.params.id, request.body.price, key);
        return reply.code(201).send({ code: 201, message: COMMON_MESSAGES.success, data: bid });
      },
    );

    app.patch(
      '/v1/dealers/auction/bidding/:id',
      dealerRoute({
        summary: '입찰가 올리기',
        description:
          '내 진행 중 입찰(id: 입찰 번호)을 더 높은 금액으로 올립니다. 금액 규칙은 입찰과 같고 페널티는 없으며, 같거나 낮은 금액은 409입니다. Idempotency-Key 헤더(100자 이내)로 재시도해도 한 번만 올라갑니다.',
        params: idParam,
        body: raiseBidRequest,
        response: okResponse(raiseBidResponse, [...SIGNED_IN, 404, 409]),
      }),
      async (request) => {
        const key = idempotencyKeyOf(request.headers['idempotency-key']);
        return ok(await service.raiseBid(principalId(request), request.params.id, request.body.price, key));
      },
    );

    app.post(
      '/v1/dealers/auction/bidding/:id/cancel',
      dealerRoute({
        summary: '입찰 취소',
        params: idParam,
        body: cancelBidRequest,
        response: okResponse(cancelBidResponse, [...SIGNED_IN, 404, 409]),
      }),
      async (request) =>
        ok(await service.cancelBid(principalId(request), request.params.id, request.body.reason)),
    );

    app.post(
      '/v1/dealers/auction/:id/like',
      dealerRoute({
        summary: '관심 경매 등록',
        params: idParam,
        response: okResponse(likeResponse, [...SIGNED_IN, 404]),
      }),
      async (request) => ok(await service.setLike(principalId(request), request.params.id, true)),
    );

    app.delete(
      '/v1/dealers/auction/:id/like',
      dealerRoute({
        summary: '관심 경매 해제',
        params: idParam,
        response: okResponse(likeResponse, [...SIGNED_IN, 404]),
      }),
      async (request) => ok(await service.setLike(principalId(request), request.params.id, false)),
    );
  });
}
