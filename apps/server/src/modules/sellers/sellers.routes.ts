// HTTP for the seller app: phone login, own listings with bids, the selection of the winning bid, and the
// seller's review and report of the dealer.
import {
  dealActionResponse,
  idParam,
  loginResponse,
  pageQuery,
  pagedList,
  phoneCodeResponse,
  sellerAuctionDetail,
  sellerAuctionListItem,
  sellerFeedbackResponse,
  sellerLoginRequest,
  sellerPhoneRequest,
  sellerReportRequest,
  sellerReviewRequest,
  sellerSelectRequest,
  SELLER_REVIEW_MESSAGES,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { principalId } from '../../lib/auth';
import { guardedRoute, moduleRoutes, openRoute, principalCall } from '../../lib/module-routes';
import { ok, okResponse, SIGNED_IN } from '../../lib/envelope';
import { createSellersService } from './sellers.service';

export function sellersRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const service = createSellersService(ctx);
    const tags = ['sellers'];
    const openSellerRoute = openRoute(tags);
    const sellerRoute = guardedRoute(app, 'seller', tags);

    app.post(
      '/v1/sellers/auth/phone/request',
      openSellerRoute({
        summary: '판매자 로그인 인증번호 요청',
        body: sellerPhoneRequest,
        response: okResponse(phoneCodeResponse, [429]),
      }),
      async (request) => ok(await service.requestCode(request.body.phone, { ip: request.ip })),
    );

    app.post(
      '/v1/sellers/login',
      openSellerRoute({
        summary: '판매자 로그인 (휴대폰 인증, 처음 쓰는 번호는 판매자로 가입)',
        body: sellerLoginRequest,
        response: okResponse(loginResponse, [429]),
      }),
      async (request) => ok(await service.login(request.body, { ip: request.ip })),
    );

    app.get(
      '/v1/sellers/auctions',
      sellerRoute({
        summary: '내 매물 목록',
        querystring: pageQuery,
        response: okResponse(pagedList(sellerAuctionListItem), SIGNED_IN),
      }),
      principalCall((sellerId, { query }) => service.list(sellerId, query)),
    );

    app.get(
      '/v1/sellers/auctions/:id',
      sellerRoute({
        summary: '내 매물 상세와 입찰',
        params: idParam,
        response: okResponse(sellerAuctionDetail, [...SIGNED_IN, 404]),
      }),
      principalCall((sellerId, { params }) => service.detail(sellerId, params.id)),
    );

    app.post(
      '/v1/sellers/auctions/:id/select',
      sellerRoute({
        summary: '낙찰자 선택',
        params: idParam,
        body: sellerSelectRequest,
        response: okResponse(dealActionResponse, [...SIGNED_IN, 404, 409]),
      }),
      principalCall((sellerId, { params, body }) => service.select(sellerId, params.id, body.biddingId)),
    );

    app.post(
      '/v1/sellers/auctions/:id/review',
      sellerRoute({
        summary: '낙찰 딜러 후기 작성 (거래 완료 후 한 번)',
        params: idParam,
        body: sellerReviewRequest,
        response: okResponse(sellerFeedbackResponse, [...SIGNED_IN, 404, 409]),
      }),
      async (request) => ({
        ...ok(await service.review(principalId(request), request.params.id, request.body)),
        message: SELLER_REVIEW_MESSAGES.reviewed,
      }),
    );

    app.post(
      '/v1/sellers/auctions/:id/report',
      sellerRoute({
        summary: '낙찰 딜러 신고 (매물마다 한 번)',
        params: idParam,
        body: sellerReportRequest,
        response: okResponse(sellerFeedbackResponse, [...SIGNED_IN, 404, 409]),
      }),
      async (request) => ({
        ...ok(await service.report(principalId(request), request.params.id, request.body.reason)),
        message: SELLER_REVIEW_MESSAGES.reported,
      }),
    );
  });
}
