// HTTP for the winner's deal steps (docs/spec.md §7): confirm, cancel, deposit check, reservation,
// completion, the winner view and the deal list.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { ok, okResponse, SIGNED_IN } from '../../lib/envelope';
import { idempotencyKeyOf } from '../auctions/auctions.routes';
import { createDealsService } from './deals.service';

const dealListQuery = pagingQuery(DEAL_PAGE_SIZE);

export function dealsRoutes(ctx: AppContext) {
  return (instance: FastifyInstance, _options: unknown, done: (error?: Error) => void) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const service = createDealsService(ctx);
    const dealerOnly = app.requireRole('dealer');
    const security = [{ bearerAuth: [] }];
    const tags = ['deals'];
    const action = okResponse(dealActionResponse, [...SIGNED_IN, 404, 409]);
    const idempotencyNote = 'Idempotency-Key 헤더(100자 이내)로 재시도하면 첫 결과를 그대로 돌려받습니다.';

    // A static segment: Fastify's router prefers it to /v1/dealers/auction/:id, whatever the order.
    app.get(
      '/v1/dealers/auction/transaction/list',
      {
        onRequest: dealerOnly,
        schema: {
          tags,
          summary: '내 거래 내역',
          security,
          querystring: dealListQuery,
          response: okResponse(pagedList(dealListItem), SIGNED_IN),
        },
      },
      async (request) => ok(await service.list(principalId(request), request.query)),
    );

    app.get(
      '/v1/dealers/auction/:id/winner',
      {
        onRequest: dealerOnly,
        schema: {
          tags,
          summary: '낙찰자',
          security,
          params: idParam,
          response: okResponse(auctionWinner, [...SIGNED_IN, 404]),
        },
      },
      async (request) => ok(await service.winner(principalId(request), request.params.id)),
    );

    app.post(
      '/v1/dealers/auction/:id/confirm-bidding',
      {
        onRequest: dealerOnly,
        schema: {
          tags,
          summary: '낙찰 확정',
          description: idempotencyNote,
          security,
          params: idParam,
          response: action,
        },
      },
      async (request) =>
        ok(
          await service.confirm(principalId(request), request.params.id, {
            idempotencyKey: idempotencyKeyOf(request.headers['idempotency-key']),
          }),
        ),
    );

    app.post(
      '/v1/dealers/auction/:id/cancel',
      {
        onRequest: dealerOnly,
        schema: {
          tags,
          summary: '거래 취소',
          security,
          params: idParam,
          body: cancelDealRequest,
          response: action,
        },
      },
      async (request) =>
        ok(await service.cancel(principalId(request), request.params.id, request.body.reason)),
    );

    app.post(
      '/v1/dealers/auction/:id/check-deposit',
      {
        onRequest: dealerOnly,
        schema: { tags, summary: '수수료 입금 확인', security, params: idParam, response: action },
      },
      async (request) => ok(await service.checkDeposit(principalId(request), request.params.id)),
    );

    app.post(
      '/v1/dealers/auction/:id/reservation',
      {
        onRequest: dealerOnly,
        schema: {
          tags,
          summary: '거래 날짜 확정',
          security,
          params: idParam,
          body: reservationRequest,
          response: action,
        },
      },
      async (request) =>
        ok(await service.reserve(principalId(request), request.params.id, request.body.reservedAt)),
    );

    app.post(
      '/v1/dealers/auction/:id/complete',
      {
        onRequest: dealerOnly,
        schema: {
          tags,
          summary: '거래 완료',
          description: idempotencyNote,
          security,
          params: idParam,
          body: completeDealRequest,
          response: action,
        },
      },
      async (request) =>
        ok(
          await service.complete(principalId(request), request.params.id, request.body, {
            idempotencyKey: idempotencyKeyOf(request.headers['idempotency-key']),
          }),
        ),
    );
    done();
  };
}
