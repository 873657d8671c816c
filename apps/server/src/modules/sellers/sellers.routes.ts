// HTTP for the seller app: phone login, own listings with bids, the selection of the winning bid, and the
// seller's review and report of the dealer.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { ok, okResponse, SIGNED_IN } from '../../lib/envelope';
import { createSellersService } from './sellers.service';

export function sellersRoutes(ctx: AppContext) {
  return (instance: FastifyInstance, _options: unknown, done: (error?: Error) => void) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const service = createSellersService(ctx);
    const sellerOnly = app.requireRole('seller');
    const tags = ['sellers'];
    const security = [{ bearerAuth: [] }];

    app.post(
      '/v1/sellers/auth/phone/request',
      {
        schema: {
          tags,
          summary: '판매자 로그인 인증번호 요청',
          body: sellerPhoneRequest,
          response: okResponse(phoneCodeResponse, [429]),
        },
      },
      async (request) => ok(await service.requestCode(request.body.phone, { ip: request.ip })),
    );

    app.post(
      '/v1/sellers/login',
      {
        schema: {
          tags,
          summary: '판매자 로그인 (휴대폰 인증, 처음 쓰는 번호는 판매자로 가입)',
          body: sellerLoginRequest,
          response: okResponse(loginResponse, [429]),
        },
      },
      async (request) => ok(await service.login(request.body, { ip: request.ip })),
    );

    app.get(
      '/v1/sellers/auctions',
      {
        onRequest: sellerOnly,
        schema: {
          tags,
          summary: '내 매물 목록',
          security,
          querystring: pageQuery,
          response: okResponse(pagedList(sellerAuctionListItem), SIGNED_IN),
        },
      },
      async (request) => ok(await service.list(principalId(request), request.query)),
    );

    app.get(
      '/v1/sellers/auctions/:id',
      {
        onRequest: sellerOnly,
        schema: {
          tags,
          summary: '내 매물 상세와 입찰',
          security,
          params: idParam,
          response: okResponse(sellerAuctionDetail, [...SIGNED_IN, 404]),
        },
      },
      async (request) => ok(await service.detail(principalId(request), request.params.id)),
    );

    app.post(
      '/v1/sellers/auctions/:id/select',
      {
        onRequest: sellerOnly,
        schema: {
          tags,
          summary: '낙찰자 선택',
          security,
          params: idParam,
          body: sellerSelectRequest,
          response: okResponse(dealActionResponse, [...SIGNED_IN, 404, 409]),
        },
      },
      async (request) =>
        ok(await service.select(principalId(request), request.params.id, request.body.biddingId)),
    );

    app.post(
      '/v1/sellers/auctions/:id/review',
      {
        onRequest: sellerOnly,
        schema: {
          tags,
          summary: '낙찰 딜러 후기 작성 (거래 완료 후 한 번)',
          security,
          params: idParam,
          body: sellerReviewRequest,
          response: okResponse(sellerFeedbackResponse, [...SIGNED_IN, 404, 409]),
        },
      },
      async (request) => ({
        ...ok(await service.review(principalId(request), request.params.id, request.body)),
        message: SELLER_REVIEW_MESSAGES.reviewed,
      }),
    );

    app.post(
      '/v1/sellers/auctions/:id/report',
      {
        onRequest: sellerOnly,
        schema: {
          tags,
          summary: '낙찰 딜러 신고 (매물마다 한 번)',
          security,
          params: idParam,
          body: sellerReportRequest,
          response: okResponse(sellerFeedbackResponse, [...SIGNED_IN, 404, 409]),
        },
      },
      async (request) => ({
        ...ok(await service.report(principalId(request), request.params.id, request.body.reason)),
        message: SELLER_REVIEW_MESSAGES.reported,
      }),
    );
    done();
  };
}
