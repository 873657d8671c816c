// HTTP for the winner's deal steps (docs/spec.md §7): confirm, cancel, deposit check, reservation,
// completion, the winner view and the deal list.
import {
  DEAL_PAGE_SIZE,
  auctionWinner,
  cancelDealRequest,
  completeDealRequest,
  dealActionResponse,
  dealListItem,
  idParam,
  pagingQuery,
  pagedList,
  reservationRequest,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { principalId } from '../../lib/auth';
import { guardedRoute, moduleRoutes } from '../../lib/module-routes';
import { ok, okResponse, SIGNED_IN } from '../../lib/envelope';
import { idempotencyKeyOf } from '../auctions/auctions.routes';
import { createDealsService } from './deals.service';

const dealListQuery = pagingQuery(DEAL_PAGE_SIZE);

export function dealsRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const service = createDealsService(ctx);
    const dealerRoute = guardedRoute(app, 'dealer', ['deals']);
    const action = okResponse(dealActionResponse, [...SIGNED_IN, 404, 409]);
    const idempotencyNote = 'Idempotency-Key 헤더(100자 이내)로 재시도하면 첫 결과를 그대로 돌려받습니다.';

    // A static segment: Fastify's router prefers it to /v1/dealers/auction/:id, whatever the order.
    app.get(
      '/v1/dealers/auction/transaction/list',
      dealerRoute({
        summary: '내 거래 내역',
        querystring: dealListQuery,
        response: okResponse(pagedList(dealListItem), SIGNED_IN),
      }),
      async (request) => ok(await service.list(principalId(request), request.query)),
    );

    app.get(
      '/v1/dealers/auction/:id/winner',
      dealerRoute({
        summary: '낙찰자',
        params: idParam,
        response: okResponse(auctionWinner, [...SIGNED_IN, 404]),
      }),
      async (request) => ok(await service.winner(principalId(request), request.params.id)),
    );

    app.post(
      '/v1/dealers/auction/:id/confirm-bidding',
      dealerRoute({
        summary: '낙찰 확정',
        description: idempotencyNote,
        params: idParam,
        response: action,
      }),
      async (request) =>
        ok(
          await service.confirm(principalId(request), request.params.id, {
            idempotencyKey: idempotencyKeyOf(request.headers['idempotency-key']),
          }),
        ),
    );

    app.post(
      '/v1/dealers/auction/:id/cancel',
      dealerRoute({
        summary: '거래 취소',
        params: idParam,
        body: cancelDealRequest,
        response: action,
      }),
      async (request) =>
        ok(await service.cancel(principalId(request), request.params.id, request.body.reason)),
    );

    app.post(
      '/v1/dealers/auction/:id/check-deposit',
      dealerRoute({ summary: '수수료 입금 확인', params: idParam, response: action }),
      async (request) => ok(await service.checkDeposit(principalId(request), request.params.id)),
    );

    app.post(
      '/v1/dealers/auction/:id/reservation',
      dealerRoute({
        summary: '거래 날짜 확정',
        params: idParam,
        body: reservationRequest,
        response: action,
      }),
      async (request) =>
        ok(await service.reserve(principalId(request), request.params.id, request.body.reservedAt)),
    );

    app.post(
      '/v1/dealers/auction/:id/complete',
      dealerRoute({
        summary: '거래 완료',
        description: idempotencyNote,
        params: idParam,
        body: completeDealRequest,
        response: action,
      }),
      async (request) =>
        ok(
          await service.complete(principalId(request), request.params.id, request.body, {
            idempotencyKey: idempotencyKeyOf(request.headers['idempotency-key']),
          }),
        ),
    );
  });
}
