// HTTP for live auctions: list, detail, place, raise and cancel bids, bid history, watch list.
import {
  auctionDetail,
  auctionListItem,
  auctionListQuery,
  biddingListItem,
  cancelBidRequest,
  cancelBidResponse,
  idParam,
  likeResponse,
  pagingQuery,
  pagedList,
  placeBidRequest,
  placeBidResponse,
  raiseBidRequest,
  raiseBidResponse,
  BIDDING_PAGE_SIZE,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { moduleRoutes, signedInRoutes } from '../../lib/module-routes';
import { AUCTION_ACCESS_MESSAGES, createAuctionsService } from './auctions.service';

const IDEMPOTENCY_KEY_MAX = 100;

const biddingListQuery = pagingQuery(BIDDING_PAGE_SIZE);

/** The optional Idempotency-Key header: trimmed, at most 100 characters. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  const key = value?.trim() ?? '';
  if (!key) {
    return null;
  }
  if (key.length > IDEMPOTENCY_KEY_MAX) {
    throw new AppError('BAD_IDEMPOTENCY_KEY', AUCTION_ACCESS_MESSAGES.badIdempotencyKey);
  }
  return key;
}

export function auctionsRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const service = createAuctionsService(ctx);
    const dealer = signedInRoutes(app, 'dealer', ['auctions']);

    dealer.get(
      '/v1/dealers/auction/list',
      { summary: '진행 중인 경매 목록', querystring: auctionListQuery, response: pagedList(auctionListItem) },
      (dealerId, { query }) => service.list(dealerId, query),
    );

    // Registered before /:id so "bidding" is never read as an auction id.
    dealer.get(
      '/v1/dealers/auction/bidding/list',
      { summary: '내 입찰 내역', querystring: biddingListQuery, response: pagedList(biddingListItem) },
      (dealerId, { query }) => service.biddingList(dealerId, query),
    );

    dealer.get(
      '/v1/dealers/auction/:id',
      { summary: '경매 상세', params: idParam, response: auctionDetail, refused: [404] },
      (dealerId, { params }) => service.detail(dealerId, params.id),
    );

    dealer.post(
      '/v1/dealers/auction/:id/bidding/',
      {
        summary: '입찰',
        description: 'Idempotency-Key 헤더(100자 이내)로 재시도해도 입찰은 한 번만 생성됩니다.',
        params: idParam,
        body: placeBidRequest,
        response: placeBidResponse,
        refused: [404, 409],
        isCreated: true,
      },
      (dealerId, { params, body, headers }) =>
        service.placeBid(dealerId, params.id, body.price, idempotencyKeyOf(headers['idempotency-key'])),
    );

    dealer.patch(
      '/v1/dealers/auction/bidding/:id',
      {
        summary: '입찰가 올리기',
        description:
          '내 진행 중 입찰(id: 입찰 번호)을 더 높은 금액으로 올립니다. 금액 규칙은 입찰과 같고 페널티는 없으며, 같거나 낮은 금액은 409입니다. Idempotency-Key 헤더(100자 이내)로 재시도해도 한 번만 올라갑니다.',
        params: idParam,
        body: raiseBidRequest,
        response: raiseBidResponse,
        refused: [404, 409],
      },
      (dealerId, { params, body, headers }) =>
        service.raiseBid(dealerId, params.id, body.price, idempotencyKeyOf(headers['idempotency-key'])),
    );

    dealer.post(
      '/v1/dealers/auction/bidding/:id/cancel',
      {
        summary: '입찰 취소',
        params: idParam,
        body: cancelBidRequest,
        response: cancelBidResponse,
        refused: [404, 409],
      },
      (dealerId, { params, body }) => service.cancelBid(dealerId, params.id, body.reason),
    );

    dealer.post(
      '/v1/dealers/auction/:id/like',
      { summary: '관심 경매 등록', params: idParam, response: likeResponse, refused: [404] },
      (dealerId, { params }) => service.setLike(dealerId, params.id, true),
    );

    dealer.delete(
      '/v1/dealers/auction/:id/like',
      { summary: '관심 경매 해제', params: idParam, response: likeResponse, refused: [404] },
      (dealerId, { params }) => service.setLike(dealerId, params.id, false),
    );
  });
}
