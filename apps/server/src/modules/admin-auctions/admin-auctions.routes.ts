// HTTP for the operator's auctions and deals: the listing queue and one auction in full, the operator's cancel,
// the deals screen and the title-transfer status. Approve and reject are the listings module's routes, select
// and the deposit by hand the admin module's.
import {
  adminAuctionChange,
  adminCancelResult,
  adminDealItem,
  adminDealsQuery,
  adminListingDetail,
  adminListingItem,
  adminListingsQuery,
  adminTransferRequest,
  auctionIdParam,
  idParam,
  operatorReasonRequest,
  pagedList,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { consoleRoutes } from '../../lib/console-routes';
import { createAdminAuctionsService } from './admin-auctions.service';
import { createAdminDealsService } from './admin-deals.service';

export function adminAuctionsRoutes(ctx: AppContext) {
  const auctions = createAdminAuctionsService(ctx);
  const deals = createAdminDealsService(ctx);
  return moduleRoutes((app) => {
    const { read, act } = consoleRoutes(app, ctx);

    read(
      '/v1/admin/auctions',
      {
        summary: '매물 목록 (탭 또는 상태, 경매 번호·모델·판매자 이름·전화번호 검색; 심사 대기는 오래된 순)',
        querystring: adminListingsQuery,
        response: pagedList(adminListingItem),
      },
      ({ query }) => auctions.list(query),
    );

    read(
      '/v1/admin/auctions/:id',
      {
        summary: '매물 상세 (입력값, 사진, 판매자 연락처, 입찰과 딜러 신뢰 지표, 거래 단계)',
        params: idParam,
        response: adminListingDetail,
      },
      ({ params }) => auctions.detail(params.id),
    );

    act(
      '/v1/admin/auctions/:id/cancel',
      {
        summary: '운영자 경매 취소 (ADMIN_CANCELED, 진행 중 거래도 취소, 판매자·낙찰 딜러 알림톡)',
        params: idParam,
        body: operatorReasonRequest,
        response: adminCancelResult,
      },
      ({ params, body }, actor) => auctions.cancel(params.id, body.reason, actor),
    );

    read(
      '/v1/admin/deals',
      {
        summary: '거래 목록 (단계별, 기한과 단계별 시각, 경매 번호·모델·딜러·판매자 검색)',
        querystring: adminDealsQuery,
        response: pagedList(adminDealItem),
      },
      ({ query }) => deals.list(query),
    );

    act(
      '/v1/admin/deals/:auctionId/transaction-status',
      {
        summary: '명의이전 상태 변경 (거래 완료 후: 명의이전 진행중 ↔ 명의이전 지연)',
        params: auctionIdParam,
        body: adminTransferRequest,
        response: adminAuctionChange,
      },
      ({ params, body }, actor) => deals.setTransferStatus(params.auctionId, body, actor),
    );
  });
}
