// The console's door to the auction and its deal: one auction in full, the operator's cancel, the selection
// for a seller, the deals screen and the title-transfer status. The listing queue, approve and reject are
// listings.console-routes.ts.
import {
  adminAuctionChange,
  adminCancelResult,
  adminDealItem,
  adminDealsQuery,
  adminListingDetail,
  adminSelectRequest,
  adminTransferRequest,
  auctionIdParam,
  dealActionResponse,
  idParam,
  operatorReasonRequest,
  pagedList,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { consoleRoutes } from '../../lib/console-routes';
import { createAuctionConsoleService } from './auction-console.service';
import { createDealsConsoleService } from './deals-console.service';
import { createOperatorSelection } from './operator-selection';

export function auctionsConsoleRoutes(ctx: AppContext) {
  const auctions = createAuctionConsoleService(ctx);
  const deals = createDealsConsoleService(ctx);
  const selection = createOperatorSelection(ctx);
  return moduleRoutes((app) => {
    const { read, act } = consoleRoutes(app, ctx);

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

    act(
      '/v1/admin/auctions/:id/select',
      {
        summary: '판매자 대신 낙찰자 선택 (biddingId 없으면 최고가 입찰)',
        params: idParam,
        body: adminSelectRequest,
        response: dealActionResponse,
      },
      ({ params, body }, actor) => selection.selectBid(params.id, body?.biddingId, actor),
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
