// The console's door to the fee deposits: the deposit screen (the deposits by tab and search, a match by hand
// by any operator, a refund mark by an ADMIN) and recording a transfer by hand for an auction's deal
// (`POST /v1/admin/auctions/{id}/deposits`). The bank's door is bank-webhook.routes.ts.
import {
  adminDeposit,
  adminDepositRequest,
  adminDepositList,
  adminDepositMatchRequest,
  adminDepositsQuery,
  idParam,
  operatorDeposit,
  operatorReasonRequest,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { consoleRoutes } from '../../lib/console-routes';
import { createDepositsService } from './deposits.service';

export function depositsConsoleRoutes(ctx: AppContext) {
  const service = createDepositsService(ctx);
  return moduleRoutes((app) => {
    const { read, act } = consoleRoutes(app, ctx);
    const admin = consoleRoutes(app, ctx, 'ADMIN');

    read(
      '/v1/admin/deposits',
      {
        summary: '수수료 입금 내역 (미매칭·매칭됨·환불·전체, 검색, 미매칭 입금의 매칭 후보 거래)',
        querystring: adminDepositsQuery,
        response: adminDepositList,
      },
      ({ query }) => service.list(query),
    );

    act(
      '/v1/admin/deposits/:id/match',
      {
        summary: '미매칭 입금을 수수료 입금 대기 거래에 수동 매칭 (금액 = 수수료, 거래는 예약 단계로)',
        params: idParam,
        body: adminDepositMatchRequest,
        response: adminDeposit,
      },
      ({ params, body }, actor) => service.match(params.id, body.auctionId, actor),
    );

    admin.act(
      '/v1/admin/deposits/:id/refund',
      {
        summary: '입금 환불 처리 (관리자): 매칭되지 않은 입금, 또는 취소된 거래의 수수료',
        params: idParam,
        body: operatorReasonRequest,
        response: adminDeposit,
      },
      ({ params, body }, actor) => service.refund(params.id, body.reason, actor),
    );

    act(
      '/v1/admin/auctions/:id/deposits',
      {
        summary: '수수료 입금 기록 (기본: 거래 수수료, 낙찰 딜러 이름)',
        params: idParam,
        body: adminDepositRequest,
        response: operatorDeposit,
      },
      ({ params, body }, actor) => service.recordForAuction(params.id, body ?? {}, actor),
    );
  });
}
