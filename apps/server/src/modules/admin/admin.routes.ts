// HTTP for the operator console: the deal flow steps an operator takes (select a bid for a seller, record a
// fee deposit by hand). The outbox: admin-outbox. Dealer decisions: admin-dealers; deals: auctions.console-routes.
import {
  adminDepositRequest,
  adminSelectRequest,
  dealActionResponse,
  idParam,
  operatorDeposit,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { createAdminOperations } from './admin-operations';
import { consoleRoutes } from '../../lib/console-routes';

export function adminRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const { act } = consoleRoutes(app, ctx);
    const operations = createAdminOperations(ctx);

    act(
      '/v1/admin/auctions/:id/select',
      {
        summary: '판매자 대신 낙찰자 선택 (biddingId 없으면 최고가 입찰)',
        params: idParam,
        body: adminSelectRequest,
        response: dealActionResponse,
      },
      ({ params, body }, actor) => operations.selectBid(params.id, body?.biddingId, actor),
    );

    act(
      '/v1/admin/auctions/:id/deposits',
      {
        summary: '수수료 입금 기록 (기본: 거래 수수료, 낙찰 딜러 이름)',
        params: idParam,
        body: adminDepositRequest,
        response: operatorDeposit,
      },
      ({ params, body }, actor) => operations.recordDeposit(params.id, body ?? {}, actor),
    );
  });
}
