// The console's door to the auction and its deal (docs/domain.md "Operator console"): one auction in full,
// the operator's cancel, the selection for a seller, the deals screen and the title-transfer status. Every
// operator may call them; a read refuses 404 for a missing row, an action 404 and 409 (refusalsOf).
import {
  adminAuctionChange,
  adminCancelResult,
  adminDealItem,
  adminDealsQuery,
  adminListingDetail,
  adminTransferRequest,
  auctionIdParam,
} from '../schemas/admin-auctions';
import { adminSelectRequest, operatorReasonRequest } from '../schemas/admin';
import { idParam, pagedList } from '../schemas/common';
import { dealActionResponse } from '../schemas/deal';
import { defineRoute } from './route';

const consoleRoute = { access: 'operator', tag: 'admin' } as const;

export const consoleAuctionRoutes = {
  detail: defineRoute({
    ...consoleRoute,
    method: 'GET',
    path: '/v1/admin/auctions/:id',
    summary: '매물 상세 (입력값, 사진, 판매자 연락처, 입찰과 딜러 신뢰 지표, 거래 단계)',
    params: idParam,
    response: adminListingDetail,
  }),
  cancel: defineRoute({
    ...consoleRoute,
    method: 'POST',
    path: '/v1/admin/auctions/:id/cancel',
    summary: '운영자 경매 취소 (ADMIN_CANCELED, 진행 중 거래도 취소, 판매자·낙찰 딜러 알림톡)',
    params: idParam,
    body: operatorReasonRequest,
    response: adminCancelResult,
  }),
  select: defineRoute({
    ...consoleRoute,
    method: 'POST',
    path: '/v1/admin/auctions/:id/select',
    summary: '판매자 대신 낙찰자 선택 (biddingId 없으면 최고가 입찰)',
    params: idParam,
    body: adminSelectRequest,
    response: dealActionResponse,
  }),
  deals: defineRoute({
    ...consoleRoute,
    method: 'GET',
    path: '/v1/admin/deals',
    summary: '거래 목록 (단계별, 기한과 단계별 시각, 경매 번호·모델·딜러·판매자 검색)',
    query: adminDealsQuery,
    response: pagedList(adminDealItem),
  }),
  transferStatus: defineRoute({
    ...consoleRoute,
    method: 'POST',
    path: '/v1/admin/deals/:auctionId/transaction-status',
    summary: '명의이전 상태 변경 (거래 완료 후: 명의이전 진행중 ↔ 명의이전 지연)',
    params: auctionIdParam,
    body: adminTransferRequest,
    response: adminAuctionChange,
  }),
};
