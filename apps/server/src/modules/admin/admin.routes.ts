// HTTP for the operator console: login, the notification outbox, dealer applications and the deal flow
// steps an operator takes (select a bid for a seller, record a fee deposit by hand), the open deals.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUCTION_STATUSES,
  dealActionResponse,
  idParam,
  loginRequest,
  loginResponse,
  rowId,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { ok, okResponse } from '../../lib/envelope';
import { approveDealer, createAdminOperations, rejectDealer } from './admin-operations';
import { createAdminService } from './admin.service';

const outboxQuery = z.object({
  channel: z.enum(['SMS', 'ALIMTALK', 'BANK']).optional(),
  recipient: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

const outboxMessage = z.object({
  id: z.number().int(),
  channel: z.string(),
  recipient: z.string(),
  template: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
});

const usernameParam = z.object({ username: z.string().min(1).max(100) });
const rejectRequest = z.object({
  reason: z.string({ error: '반려 사유를 입력해주세요.' }).trim().min(1, '반려 사유를 입력해주세요.').max(500),
});
const dealerDecision = z.object({
  id: z.number().int(),
  username: z.string(),
  status: z.enum(['APPROVED', 'REJECTED']),
  reason: z.string().optional(),
});
const selectRequest = z.object({ biddingId: rowId().optional() }).nullish();
const depositRequest = z
  .object({
    amount: z.number().int().min(1).max(2_000_000_000).optional(),
    depositorName: z.string().trim().min(1).max(100).optional(),
  })
  .nullish();
const operatorDeposit = z.object({
  auctionId: z.number().int(),
  depositId: z.number().int(),
  paidAuctionId: z.number().int().nullable(),
  duplicate: z.boolean(),
  amount: z.number().int(),
  depositorName: z.string(),
});
const dealsQuery = z.object({ status: z.enum(AUCTION_STATUSES).optional() });
const adminDeal = z.object({
  auctionId: z.number().int(),
  model: z.string(),
  status: z.enum(AUCTION_STATUSES),
  statusLabel: z.string(),
  dealer: z.object({ id: z.number().int(), username: z.string(), name: z.string() }),
  seller: z.object({ id: z.number().int(), name: z.string() }),
  price: z.number().int(),
  fee: z.number().int().nullable(),
  depositDeadline: z.string().nullable(),
  reservedAt: z.string().nullable(),
  statusChangedAt: z.string(),
});

export function adminRoutes(ctx: AppContext) {
  return (instance: FastifyInstance, _options: unknown, done: (error?: Error) => void) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const service = createAdminService(ctx);

    app.post(
      '/v1/admin/login',
      { schema: { tags: ['admin'], summary: '운영자 로그인', body: loginRequest, response: okResponse(loginResponse) } },
      async (request) => ok(await service.login(request.body)),
    );

    app.get(
      '/v1/admin/outbox',
      {
        onRequest: app.requireRole('operator'),
        schema: {
          tags: ['admin'],
          summary: '발송 내역 (SMS, 알림톡, 1원 입금 문구)',
          security: [{ bearerAuth: [] }],
          querystring: outboxQuery,
          response: okResponse(z.array(outboxMessage)),
        },
      },
      async (request) => ok(await service.outbox(request.query)),
    );

    const operatorOnly = app.requireRole('operator');
    const security = [{ bearerAuth: [] }];
    const operations = createAdminOperations(ctx);
    const deps = { clock: ctx.clock, publicUrl: ctx.config.PUBLIC_URL, alimtalk: ctx.alimtalk };

    app.post(
      '/v1/admin/dealers/:username/approve',
      {
        onRequest: operatorOnly,
        schema: { tags: ['admin'], summary: '딜러 가입 승인 (알림톡 발송)', security, params: usernameParam, response: okResponse(dealerDecision) },
      },
      async (request) => ok(await approveDealer(ctx.db, request.params.username, deps)),
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
          body: rejectRequest,
          response: okResponse(dealerDecision),
        },
      },
      async (request) => ok(await rejectDealer(ctx.db, request.params.username, request.body.reason, deps)),
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
          body: selectRequest,
          response: okResponse(dealActionResponse),
        },
      },
      async (request) => ok(await operations.selectBid(request.params.id, request.body?.biddingId)),
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
          body: depositRequest,
          response: okResponse(operatorDeposit),
        },
      },
      async (request) => ok(await operations.recordDeposit(request.params.id, request.body ?? {})),
    );

    app.get(
      '/v1/admin/deals',
      {
        onRequest: operatorOnly,
        schema: {
          tags: ['admin'],
          summary: '최근 거래 (상태별)',
          security,
          querystring: dealsQuery,
          response: okResponse(z.array(adminDeal)),
        },
      },
      async (request) => ok(await operations.listDeals(request.query.status)),
    );
    done();
  };
}
