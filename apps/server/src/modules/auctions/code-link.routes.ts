// HTTP for messaging-app code links, the dealer's door to the auction and its deal without a sign-in: the
// code session (/me), the auction detail and the deal actions of the bound dealer on the bound auction,
// authenticated by the code in the path instead of a token (the session: modules/code-links).
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
import { moduleRoutes, publicRoutes } from '../../lib/module-routes';
import { createCodeLinksService } from '../code-links/code-links.public';
import { idempotencyKeyOf } from './auctions.routes';
import { createAuctionsService } from './auctions.service';
import { createDealsService } from './deals.service';

const BASE = '/v1/dealers/auction/code/:code';

export function codeLinksRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const codes = createCodeLinksService(ctx);
    const auctions = createAuctionsService(ctx);
    const deals = createDealsService(ctx);
    const open = publicRoutes(app, ['code-links']);
    // A deal step through the link: 401 no such code, 403 a code for another step, 404, 409 as the deal's.
    const action = {
      params: codeLinkPathParam,
      response: dealActionResponse,
      refused: [401, 403, 404, 409],
    } as const;

    open.get(
      '/v1/dealers/code/:code/me',
      {
        summary: '링크 세션 확인 (링크에 묶인 딜러의 이름·직함·상사명과 링크의 용도)',
        params: codeLinkPathParam,
        response: codeSessionResponse,
        refused: [401, 403],
      },
      ({ params }) => codes.me(params.code),
    );

    open.get(
      BASE,
      {
        summary: '링크로 경매 상세',
        params: codeLinkPathParam,
        response: auctionDetail,
        refused: [401, 403, 404],
      },
      async ({ params }) => {
        const session = await codes.resolve(params.code);
        return auctions.detail(session.dealerId, session.auctionId);
      },
    );

    open.post(
      `${BASE}/bidding/`,
      {
        summary: '링크로 입찰',
        description: 'Idempotency-Key 헤더(100자 이내)로 재시도해도 입찰은 한 번만 생성됩니다.',
        params: codeLinkPathParam,
        body: placeBidRequest,
        response: placeBidResponse,
        refused: [401, 403, 404, 409],
        isCreated: true,
      },
      async ({ params, body, headers }) => {
        const session = await codes.resolve(params.code, 'bidding');
        const key = idempotencyKeyOf(headers['idempotency-key']);
        return auctions.placeBid(session.dealerId, session.auctionId, body.price, key);
      },
    );

    open.post(
      `${BASE}/confirm-bidding`,
      { summary: '링크로 낙찰 확정', ...action },
      async ({ params, headers }) => {
        const session = await codes.resolve(params.code, 'confirm');
        const idempotencyKey = idempotencyKeyOf(headers['idempotency-key']);
        return deals.confirm(session.dealerId, session.auctionId, { idempotencyKey });
      },
    );

    open.post(
      `${BASE}/cancel`,
      { summary: '링크로 거래 취소', ...action, body: cancelDealRequest },
      async ({ params, body }) => {
        const session = await codes.resolve(params.code, 'cancel');
        return deals.cancel(session.dealerId, session.auctionId, body.reason);
      },
    );

    open.post(`${BASE}/check-deposit`, { summary: '링크로 입금 확인', ...action }, async ({ params }) => {
      const session = await codes.resolve(params.code, 'checkDeposit');
      return deals.checkDeposit(session.dealerId, session.auctionId);
    });

    open.post(
      `${BASE}/reservation`,
      { summary: '링크로 거래 날짜 확정', ...action, body: reservationRequest },
      async ({ params, body }) => {
        const session = await codes.resolve(params.code, 'reservation');
        return deals.reserve(session.dealerId, session.auctionId, body.reservedAt);
      },
    );

    open.post(
      `${BASE}/complete`,
      { summary: '링크로 거래 완료', ...action, body: completeDealRequest },
      async ({ params, body, headers }) => {
        const session = await codes.resolve(params.code, 'complete');
        const idempotencyKey = idempotencyKeyOf(headers['idempotency-key']);
        return deals.complete(session.dealerId, session.auctionId, body, { idempotencyKey });
      },
    );
  });
}
