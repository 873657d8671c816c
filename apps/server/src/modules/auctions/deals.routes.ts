// HTTP for the winner's deal steps (docs/spec.md §7): confirm, cancel, deposit check, reservation,
// completion, the winner view and the deal list.
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
import { moduleRoutes, signedInRoutes } from '../../lib/module-routes';
import { idempotencyKeyOf } from './auctions.routes';
import { createDealsService } from './deals.service';

const dealListQuery = pagingQuery(DEAL_PAGE_SIZE);

export function dealsRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const service = createDealsService(ctx);
    const dealer = signedInRoutes(app, 'dealer', ['deals']);
    // Every deal step, on the auction's id, answers the deal as it now stands, or refuses: 404 no such deal,
    // 409 not at this step.
    const action = { params: idParam, response: dealActionResponse, refused: [404, 409] } as const;
    const idempotencyNote = 'Idempotency-Key 헤더(100자 이내)로 재시도하면 첫 결과를 그대로 돌려받습니다.';

    // A static segment: Fastify's router prefers it to /v1/dealers/auction/:id, whatever the order.
    dealer.get(
      '/v1/dealers/auction/transaction/list',
      { summary: '내 거래 내역', querystring: dealListQuery, response: pagedList(dealListItem) },
      (dealerId, { query }) => service.list(dealerId, query),
    );

    dealer.get(
      '/v1/dealers/auction/:id/winner',
      { summary: '낙찰자', params: idParam, response: auctionWinner, refused: [404] },
      (dealerId, { params }) => service.winner(dealerId, params.id),
    );

    dealer.post(
      '/v1/dealers/auction/:id/confirm-bidding',
      { summary: '낙찰 확정', description: idempotencyNote, ...action },
      (dealerId, { params, headers }) =>
        service.confirm(dealerId, params.id, {
          idempotencyKey: idempotencyKeyOf(headers['idempotency-key']),
        }),
    );

    dealer.post(
      '/v1/dealers/auction/:id/cancel',
      { summary: '거래 취소', body: cancelDealRequest, ...action },
      (dealerId, { params, body }) => service.cancel(dealerId, params.id, body.reason),
    );

    dealer.post(
      '/v1/dealers/auction/:id/check-deposit',
      { summary: '수수료 입금 확인', ...action },
      (dealerId, { params }) => service.checkDeposit(dealerId, params.id),
    );

    dealer.post(
      '/v1/dealers/auction/:id/reservation',
      { summary: '거래 날짜 확정', body: reservationRequest, ...action },
      (dealerId, { params, body }) => service.reserve(dealerId, params.id, body.reservedAt),
    );

    dealer.post(
      '/v1/dealers/auction/:id/complete',
      {
        summary: '거래 완료',
        description: idempotencyNote,
        body: completeDealRequest,
        ...action,
      },
      (dealerId, { params, body, headers }) =>
        service.complete(dealerId, params.id, body, {
          idempotencyKey: idempotencyKeyOf(headers['idempotency-key']),
        }),
    );
  });
}
