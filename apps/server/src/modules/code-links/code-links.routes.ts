// HTTP for messaging-app code links: the code session (/me), the auction detail and the deal actions of
// the bound dealer on the bound auction, authenticated by the code in the path instead of a token.
import {
  auctionDetail,
  cancelDealRequest,
  codeLinkPathParam,
  codeSessionResponse,
  completeDealRequest,
  dealActionResponse,
  placeBidRequest,
  placeBidResponse,
  reservationRequest,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { COMMON_MESSAGES } from '../../lib/app-error';
import { createdResponse, ok, okResponse } from '../../lib/envelope';
import { idempotencyKeyOf } from '../auctions/auctions.routes';
import { createAuctionsService } from '../auctions/auctions.service';
import { createDealsService } from '../deals/deals.service';
import { createCodeLinksService } from './code-links.service';

const BASE = '/v1/dealers/auction/code/:code';

export function codeLinksRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const codes = createCodeLinksService(ctx);
    const auctions = createAuctionsService(ctx);
    const deals = createDealsService(ctx);
    const tags = ['code-links'];
    const action = {
      params: codeLinkPathParam,
      response: okResponse(dealActionResponse, [401, 403, 404, 409]),
    };

    app.get(
      '/v1/dealers/code/:code/me',
      {
        schema: {
          tags,
          summary: '링크 세션 확인 (링크에 묶인 딜러의 이름·직함·상사명과 링크의 용도)',
          params: codeLinkPathParam,
          response: okResponse(codeSessionResponse, [401, 403]),
        },
      },
      async (request) => ok(await codes.me(request.params.code)),
    );

    app.get(
      BASE,
      {
        schema: {
          tags,
          summary: '링크로 경매 상세',
          params: codeLinkPathParam,
          response: okResponse(auctionDetail, [401, 403, 404]),
        },
      },
      async (request) => {
        const session = await codes.resolve(request.params.code);
        return ok(await auctions.detail(session.dealerId, session.auctionId));
      },
    );

    app.post(
      `${BASE}/bidding/`,
      {
        schema: {
          tags,
          summary: '링크로 입찰',
          description: 'Idempotency-Key 헤더(100자 이내)로 재시도해도 입찰은 한 번만 생성됩니다.',
          params: codeLinkPathParam,
          body: placeBidRequest,
          response: createdResponse(placeBidResponse, [401, 403, 404, 409]),
        },
      },
      async (request, reply) => {
        const session = await codes.resolve(request.params.code, 'bidding');
        const key = idempotencyKeyOf(request.headers['idempotency-key']);
        const bid = await auctions.placeBid(session.dealerId, session.auctionId, request.body.price, key);
        return reply.code(201).send({ code: 201, message: COMMON_MESSAGES.success, data: bid });
      },
    );

    app.post(
      `${BASE}/confirm-bidding`,
      { schema: { tags, summary: '링크로 낙찰 확정', ...action } },
      async (request) => {
        const session = await codes.resolve(request.params.code, 'confirm');
        const idempotencyKey = idempotencyKeyOf(request.headers['idempotency-key']);
        return ok(await deals.confirm(session.dealerId, session.auctionId, { idempotencyKey }));
      },
    );

    app.post(
      `${BASE}/cancel`,
      { schema: { tags, summary: '링크로 거래 취소', ...action, body: cancelDealRequest } },
      async (request) => {
        const session = await codes.resolve(request.params.code, 'cancel');
        return ok(await deals.cancel(session.dealerId, session.auctionId, request.body.reason));
      },
    );

    app.post(
      `${BASE}/check-deposit`,
      { schema: { tags, summary: '링크로 입금 확인', ...action } },
      async (request) => {
        const session = await codes.resolve(request.params.code, 'checkDeposit');
        return ok(await deals.checkDeposit(session.dealerId, session.auctionId));
      },
    );

    app.post(
      `${BASE}/reservation`,
      { schema: { tags, summary: '링크로 거래 날짜 확정', ...action, body: reservationRequest } },
      async (request) => {
        const session = await codes.resolve(request.params.code, 'reservation');
        return ok(await deals.reserve(session.dealerId, session.auctionId, request.body.reservedAt));
      },
    );

    app.post(
      `${BASE}/complete`,
      { schema: { tags, summary: '링크로 거래 완료', ...action, body: completeDealRequest } },
      async (request) => {
        const session = await codes.resolve(request.params.code, 'complete');
        const idempotencyKey = idempotencyKeyOf(request.headers['idempotency-key']);
        return ok(
          await deals.complete(session.dealerId, session.auctionId, request.body, { idempotencyKey }),
        );
      },
    );
  });
}
