// The winner's deal steps (docs/spec.md §7): the deal list, the winner view, confirm, cancel, deposit check,
// reservation and completion, each on the auction's id.
import { DEAL_PAGE_SIZE } from '../constants';
import { idParam, pagedList, pagingQuery } from '../schemas/common';
import {
  auctionWinner,
  cancelDealRequest,
  completeDealRequest,
  dealActionResponse,
  dealListItem,
  reservationRequest,
} from '../schemas/deal';
import { defineRoute } from './route';

const IDEMPOTENCY_NOTE = 'Idempotency-Key 헤더(100자 이내)로 재시도하면 첫 결과를 그대로 돌려받습니다.';

// Every deal step answers the deal as it now stands, or refuses: 404 no such deal, 409 not at this step.
const step = {
  access: 'dealer',
  tag: 'deals',
  method: 'POST',
  params: idParam,
  response: dealActionResponse,
  refused: [404, 409],
} as const;

export const dealRoutes = {
  // A static segment: Fastify's router prefers it to /v1/dealers/auction/:id, whatever the order.
  list: defineRoute({
    method: 'GET',
    path: '/v1/dealers/auction/transaction/list',
    access: 'dealer',
    tag: 'deals',
    summary: '내 거래 내역',
    query: pagingQuery(DEAL_PAGE_SIZE),
    response: pagedList(dealListItem),
  }),
  winner: defineRoute({
    method: 'GET',
    path: '/v1/dealers/auction/:id/winner',
    access: 'dealer',
    tag: 'deals',
    summary: '낙찰자',
    params: idParam,
    response: auctionWinner,
    refused: [404],
  }),
  confirm: defineRoute({
    ...step,
    path: '/v1/dealers/auction/:id/confirm-bidding',
    summary: '낙찰 확정',
    description: IDEMPOTENCY_NOTE,
  }),
  cancel: defineRoute({
    ...step,
    path: '/v1/dealers/auction/:id/cancel',
    summary: '거래 취소',
    body: cancelDealRequest,
  }),
  checkDeposit: defineRoute({
    ...step,
    path: '/v1/dealers/auction/:id/check-deposit',
    summary: '수수료 입금 확인',
  }),
  reserve: defineRoute({
    ...step,
    path: '/v1/dealers/auction/:id/reservation',
    summary: '거래 날짜 확정',
    body: reservationRequest,
  }),
  complete: defineRoute({
    ...step,
    path: '/v1/dealers/auction/:id/complete',
    summary: '거래 완료',
    description: IDEMPOTENCY_NOTE,
    body: completeDealRequest,
  }),
};
