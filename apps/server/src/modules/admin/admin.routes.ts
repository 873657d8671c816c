// HTTP for the operator console: the deal flow steps an operator takes (select a bid for a seller, record a
// fee deposit by hand). The outbox: admin-outbox. Dealer decisions: admin-dealers; deals: admin-auctions.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminDepositRequest,
  adminSelectRequest,
  dealActionResponse,
  idParam,
  operatorDeposit,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { ok, okResponse, SIGNED_IN } from '../../lib/envelope';
import { createAdminOperations } from './admin-operations';
import { auditActorOf, operatorGuard } from '../operators/operators.public';

export function adminRoutes(ctx: AppContext) {
  return (instance: FastifyInstance, _options: unknown, done: (error?: Error) => void) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const operatorOnly = operatorGuard(ctx);

    const security = [{ bearerAuth: [] }];
    const operations = createAdminOperations(ctx);

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
