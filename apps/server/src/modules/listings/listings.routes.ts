// HTTP for the listing life cycle: the seller's profile, draft, edit, submission and withdrawal, and the
// operator's approval and rejection (the operator's queue and detail are admin-auctions').
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
import { consoleRoutes } from '../operators/operators.public';
import { principalId } from '../../lib/auth';
import { createdResponse, ok, okResponse, SIGNED_IN } from '../../lib/envelope';
import { guardedRoute, moduleRoutes, principalCall } from '../../lib/module-routes';
import { createListingsService } from './listings.service';

export function listingsRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const service = createListingsService(ctx);
    const sellerRoute = guardedRoute(app, 'seller', ['sellers']);
    const { act } = consoleRoutes(app, ctx);
    const listingChange = okResponse(listingSaved, [...SIGNED_IN, 404, 409]);

    app.get(
      '/v1/sellers/me',
      sellerRoute({ summary: '판매자 정보', response: okResponse(sellerMe, SIGNED_IN) }),
      principalCall((sellerId) => service.me(sellerId)),
    );

    app.put(
      '/v1/sellers/me',
      sellerRoute({
        summary: '판매자 이름 저장 (수수료 입금 후 낙찰 딜러에게 보임)',
        body: sellerMeRequest,
        response: okResponse(sellerMe, SIGNED_IN),
      }),
      principalCall((sellerId, { body }) => service.updateMe(sellerId, body.name)),
    );

    app.post(
      '/v1/sellers/auctions',
      sellerRoute({
        summary: '매물 임시 저장 (새 매물, REGISTERED)',
        body: listingRequest,
        response: createdResponse(listingSaved, SIGNED_IN),
      }),
      async (request, reply) => {
        const data = await service.create(principalId(request), request.body);
        return reply.code(201).send({ code: 201, message: LISTING_MESSAGES.saved, data });
      },
    );

    app.put(
      '/v1/sellers/auctions/:id',
      sellerRoute({
        summary: '매물 수정 (임시 저장 또는 반려된 매물, 전체 교체)',
        params: idParam,
        body: listingRequest,
        response: listingChange,
      }),
      async (request) => ({
        ...ok(await service.update(principalId(request), request.params.id, request.body)),
        message: LISTING_MESSAGES.saved,
      }),
    );

    app.post(
      '/v1/sellers/auctions/:id/submit',
      sellerRoute({ summary: '매물 심사 요청 (AUDIT)', params: idParam, response: listingChange }),
      async (request) => ({
        ...ok(await service.submit(principalId(request), request.params.id)),
        message: LISTING_MESSAGES.submitted,
      }),
    );

    app.post(
      '/v1/sellers/auctions/:id/withdraw',
      sellerRoute({
        summary: '매물 등록 취소 (수수료 입금 단계 전까지, 입찰 딜러에게 알림톡)',
        params: idParam,
        response: listingChange,
      }),
      async (request) => ({
        ...ok(await service.withdraw(principalId(request), request.params.id)),
        message: LISTING_MESSAGES.withdrawn,
      }),
    );

    act(
      '/v1/admin/auctions/:id/approve',
      {
        summary: '매물 승인 (다음 오전 9시 경매 시작, 판매자 알림톡)',
        params: idParam,
        response: adminListingDecision,
      },
      ({ params }, actor) => service.approve(params.id, actor),
    );

    act(
      '/v1/admin/auctions/:id/reject',
      {
        summary: '매물 반려 (사유와 함께 판매자 알림톡)',
        params: idParam,
        body: adminListingRejectRequest,
        response: adminListingDecision,
      },
      ({ params, body }, actor) => service.reject(params.id, body.reason, actor),
    );
  });
}
