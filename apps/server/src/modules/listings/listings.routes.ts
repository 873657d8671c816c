// HTTP for the listing life cycle: the seller's profile, draft, edit, submission and withdrawal, and the
// operator's approval and rejection (the operator's queue and detail are admin-auctions').
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LISTING_MESSAGES,
  adminListingDecision,
  adminListingRejectRequest,
  idParam,
  listingRequest,
  listingSaved,
  sellerMe,
  sellerMeRequest,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { auditActorOf, operatorGuard } from '../operators/operators.public';
import { principalId } from '../../lib/auth';
import { createdResponse, ok, okResponse, SIGNED_IN } from '../../lib/envelope';
import { createListingsService } from './listings.service';

export function listingsRoutes(ctx: AppContext) {
  return (instance: FastifyInstance, _options: unknown, done: (error?: Error) => void) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const service = createListingsService(ctx);
    const sellerOnly = app.requireRole('seller');
    const operatorOnly = operatorGuard(ctx);
    const security = [{ bearerAuth: [] }];
    const sellerTags = ['sellers'];
    const adminTags = ['admin'];

    app.get(
      '/v1/sellers/me',
      {
        onRequest: sellerOnly,
        schema: {
          tags: sellerTags,
          summary: '판매자 정보',
          security,
          response: okResponse(sellerMe, SIGNED_IN),
        },
      },
      async (request) => ok(await service.me(principalId(request))),
    );

    app.put(
      '/v1/sellers/me',
      {
        onRequest: sellerOnly,
        schema: {
          tags: sellerTags,
          summary: '판매자 이름 저장 (수수료 입금 후 낙찰 딜러에게 보임)',
          security,
          body: sellerMeRequest,
          response: okResponse(sellerMe, SIGNED_IN),
        },
      },
      async (request) => ok(await service.updateMe(principalId(request), request.body.name)),
    );

    app.post(
      '/v1/sellers/auctions',
      {
        onRequest: sellerOnly,
        schema: {
          tags: sellerTags,
          summary: '매물 임시 저장 (새 매물, REGISTERED)',
          security,
          body: listingRequest,
          response: createdResponse(listingSaved, SIGNED_IN),
        },
      },
      async (request, reply) => {
        const data = await service.create(principalId(request), request.body);
        return reply.code(201).send({ code: 201, message: LISTING_MESSAGES.saved, data });
      },
    );

    app.put(
      '/v1/sellers/auctions/:id',
      {
        onRequest: sellerOnly,
        schema: {
          tags: sellerTags,
          summary: '매물 수정 (임시 저장 또는 반려된 매물, 전체 교체)',
          security,
          params: idParam,
          body: listingRequest,
          response: okResponse(listingSaved, [...SIGNED_IN, 404, 409]),
        },
      },
      async (request) => ({
        ...ok(await service.update(principalId(request), request.params.id, request.body)),
        message: LISTING_MESSAGES.saved,
      }),
    );

    app.post(
      '/v1/sellers/auctions/:id/submit',
      {
        onRequest: sellerOnly,
        schema: {
          tags: sellerTags,
          summary: '매물 심사 요청 (AUDIT)',
          security,
          params: idParam,
          response: okResponse(listingSaved, [...SIGNED_IN, 404, 409]),
        },
      },
      async (request) => ({
        ...ok(await service.submit(principalId(request), request.params.id)),
        message: LISTING_MESSAGES.submitted,
      }),
    );

    app.post(
      '/v1/sellers/auctions/:id/withdraw',
      {
        onRequest: sellerOnly,
        schema: {
          tags: sellerTags,
          summary: '매물 등록 취소 (수수료 입금 단계 전까지, 입찰 딜러에게 알림톡)',
          security,
          params: idParam,
          response: okResponse(listingSaved, [...SIGNED_IN, 404, 409]),
        },
      },
      async (request) => ({
        ...ok(await service.withdraw(principalId(request), request.params.id)),
        message: LISTING_MESSAGES.withdrawn,
      }),
    );

    app.post(
      '/v1/admin/auctions/:id/approve',
      {
        onRequest: operatorOnly,
        schema: {
          tags: adminTags,
          summary: '매물 승인 (다음 오전 9시 경매 시작, 판매자 알림톡)',
          security,
          params: idParam,
          response: okResponse(adminListingDecision, [...SIGNED_IN, 404, 409]),
        },
      },
      async (request) => ok(await service.approve(request.params.id, auditActorOf(request))),
    );

    app.post(
      '/v1/admin/auctions/:id/reject',
      {
        onRequest: operatorOnly,
        schema: {
          tags: adminTags,
          summary: '매물 반려 (사유와 함께 판매자 알림톡)',
          security,
          params: idParam,
          body: adminListingRejectRequest,
          response: okResponse(adminListingDecision, [...SIGNED_IN, 404, 409]),
        },
      },
      async (request) =>
        ok(await service.reject(request.params.id, request.body.reason, auditActorOf(request))),
    );
    done();
  };
}
