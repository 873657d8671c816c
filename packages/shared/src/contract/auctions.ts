// Live auctions for the signed-in dealer (docs/spec.md §7; docs/domain.md "Bids"): the list, the detail,
// placing, raising and cancelling a bid, the dealer's bid history and the watch list.
import { BIDDING_PAGE_SIZE } from '../constants';
import {
  auctionDetail,
  auctionListItem,
  auctionListQuery,
  biddingListItem,
  cancelBidRequest,
  cancelBidResponse,
  likeResponse,
  placeBidRequest,
  placeBidResponse,
  raiseBidRequest,
  raiseBidResponse,
} from '../schemas/auction';
import { idParam, pagedList, pagingQuery } from '../schemas/common';
import { defineRoute } from './route';

const dealerRoute = { access: 'dealer', tag: 'auctions' } as const;

export const auctionRoutes = {
  list: defineRoute({
    ...dealerRoute,
    method: 'GET',
    path: '/v1/dealers/auction/list',
    summary: '진행 중인 경매 목록',
    query: auctionListQuery,
    response: pagedList(auctionListItem),
  }),
  // A static segment: Fastify's router prefers it to /v1/dealers/auction/:id, whatever the order.
  biddingList: defineRoute({
    ...dealerRoute,
    method: 'GET',
    path: '/v1/dealers/auction/bidding/list',
    summary: '내 입찰 내역',
    query: pagingQuery(BIDDING_PAGE_SIZE),
    response: pagedList(biddingListItem),
  }),
  detail: defineRoute({
    ...dealerRoute,
    method: 'GET',
    path: '/v1/dealers/auction/:id',
    summary: '경매 상세',
    params: idParam,
    response: auctionDetail,
    refused: [404],
  }),
  placeBid: defineRoute({
    ...dealerRoute,
    method: 'POST',
    path: '/v1/dealers/auction/:id/bidding/',
    summary: '입찰',
    description: 'Idempotency-Key 헤더(100자 이내)로 재시도해도 입찰은 한 번만 생성됩니다.',
    params: idParam,
    body: placeBidRequest,
    response: placeBidResponse,
    refused: [404, 409],
    created: true,
  }),
  raiseBid: defineRoute({
    ...dealerRoute,
    method: 'PATCH',
    path: '/v1/dealers/auction/bidding/:id',
    summary: '입찰가 올리기',
    description:
      '내 진행 중 입찰(id: 입찰 번호)을 더 높은 금액으로 올립니다. 금액 규칙은 입찰과 같고 페널티는 없으며, 같거나 낮은 금액은 409입니다. Idempotency-Key 헤더(100자 이내)로 재시도해도 한 번만 올라갑니다.',
    params: idParam,
    body: raiseBidRequest,
    response: raiseBidResponse,
    refused: [404, 409],
  }),
  cancelBid: defineRoute({
    ...dealerRoute,
    method: 'POST',
    path: '/v1/dealers/auction/bidding/:id/cancel',
    summary: '입찰 취소',
    params: idParam,
    body: cancelBidRequest,
    response: cancelBidResponse,
    refused: [404, 409],
  }),
  like: defineRoute({
    ...dealerRoute,
    method: 'POST',
    path: '/v1/dealers/auction/:id/like',
    summary: '관심 경매 등록',
    params: idParam,
    response: likeResponse,
    refused: [404],
  }),
  unlike: defineRoute({
    ...dealerRoute,
    method: 'DELETE',
    path: '/v1/dealers/auction/:id/like',
    summary: '관심 경매 해제',
    params: idParam,
    response: likeResponse,
    refused: [404],
  }),
};
