// HTTP for the console's deposit screen: the deposits by tab and search, a match by hand (any operator) and
// a refund mark (ADMIN only). Recording a deposit by hand stays `POST /v1/admin/auctions/{id}/deposits`.
import {
  adminDeposit,
  adminDepositList,
  adminDepositMatchRequest,
  adminDepositsQuery,
  idParam,
  operatorReasonRequest,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { ok, okResponse, SIGNED_IN } from '../../lib/envelope';
import { moduleRoutes } from '../../lib/module-routes';
import { auditActorOf, operatorRoute } from '../operators/operators.public';
import { createAdminDepositsService } from './admin-deposits.service';

export function adminDepositsRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const service = createAdminDepositsService(ctx);
    const route = operatorRoute(ctx);
    const adminRoute = operatorRoute(ctx, 'ADMIN');

    app.get(
      '/v1/admin/deposits',
      route({
        summary: '수수료 입금 내역 (미매칭·매칭됨·환불·전체, 검색, 미매칭 입금의 매칭 후보 거래)',
        querystring: adminDepositsQuery,
        response: okResponse(adminDepositList, SIGNED_IN),
      }),
      async (request) => ok(await service.list(request.query)),
    );

    app.post(
      '/v1/admin/deposits/:id/match',
      route({
        summary: '미매칭 입금을 수수료 입금 대기 거래에 수동 매칭 (금액 = 수수료, 거래는 예약 단계로)',
        params: idParam,
        body: adminDepositMatchRequest,
        response: okResponse(adminDeposit, [...SIGNED_IN, 404, 409]),
      }),
      async (request) =>
        ok(await service.match(request.params.id, request.body.auctionId, auditActorOf(request))),
    );

    app.post(
      '/v1/admin/deposits/:id/refund',
      adminRoute({
        summary: '입금 환불 처리 (관리자): 매칭되지 않은 입금, 또는 취소된 거래의 수수료',
        params: idParam,
        body: operatorReasonRequest,
        response: okResponse(adminDeposit, [...SIGNED_IN, 404, 409]),
      }),
      async (request) =>
        ok(await service.refund(request.params.id, request.body.reason, auditActorOf(request))),
    );
  });
}
