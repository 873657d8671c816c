// HTTP for the operator console (the outbox: admin-outbox): login, dealer applications and the deal flow
// steps an operator takes (select a bid for a seller, record a fee deposit by hand). Deals: admin-auctions.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminDepositRequest,
  adminSelectRequest,
  dealActionResponse,
  dealerDecision,
  idParam,
  operatorDeposit,
  operatorReasonRequest,
  usernameParam,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { ok, okResponse, SIGNED_IN } from '../../lib/envelope';
import { approveDealer, createAdminOperations, rejectDealer } from './admin-operations';
import { auditActorOf, operatorGuard } from '../operators/operators.public';

export function adminRoutes(ctx: AppContext) {
  return (instance: FastifyInstance, _options: unknown, done: (error?: Error) => void) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const operatorOnly = operatorGuard(ctx);

    const security = [{ bearerAuth: [] }];
    const operations = createAdminOperations(ctx);
    const deps = { clock: ctx.clock, publicUrl: ctx.config.PUBLIC_URL, alimtalk: ctx.alimtalk };

    app.post(
      '/v1/admin/dealers/:username/approve',
      {
        onRequest: operatorOnly,
        schema: {
          tags: ['admin'],
          summary: '딜러 가입 승인 (알림톡 발송)',
          security,
          params: usernameParam,
          response: okResponse(dealerDecision, [...SIGNED_IN, 404]),
        },
      },
      async (request) =>
        ok(await approveDealer(ctx.db, request.params.username, deps, auditActorOf(request))),
    );

    app.post(
      '/v1/admin/dealers/:username/reject',
      {
        onRequest: operatorOnly,
        schema: {
          tags: ['admin'],
          summary: '딜러 가입 반려 (알림톡 발송)',
          security,
          params: usernameParam,
          body: operatorReasonRequest,
          response: okResponse(dealerDecision, [...SIGNED_IN, 404]),
        },
      },
      async (request) =>
        ok(
          await rejectDealer(
            ctx.db,
            request.params.username,
            request.body.reason,
            deps,
            auditActorOf(request),
          ),
        ),
    );

    app.post(
      '/v1/admin/auctions/:id/select',
      {
        onRequest: operatorOnly,
        schema: {
          tags: ['admin'],
          summary: '판매자 대신 낙찰자 선택 (biddingId 없으면 최고가 입찰)',
          security,
          params: idParam,
          body: adminSelectRequest,
          response: okResponse(dealActionResponse, [...SIGNED_IN, 404, 409]),
        },
      },
      async (request) =>
        ok(await operations.selectBid(request.params.id, request.body?.biddingId, auditActorOf(request))),
    );

    app.post(
      '/v1/admin/auctions/:id/deposits',
      {
        onRequest: operatorOnly,
        schema: {
          tags: ['admin'],
          summary: '수수료 입금 기록 (기본: 거래 수수료, 낙찰 딜러 이름)',
          security,
          params: idParam,
          body: adminDepositRequest,
          response: okResponse(operatorDeposit, [...SIGNED_IN, 404, 409]),
        },
      },
      async (request) =>
        ok(await operations.recordDeposit(request.params.id, request.body ?? {}, auditActorOf(request))),
    );

    done();
  };
}
