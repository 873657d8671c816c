// HTTP for the console's penalties screen: penalties with their cause, lift or extend a ban, and sellers'
// reports of dealers with the operator's decision. Any operator may.
import {
  adminPenaltiesQuery,
  adminPenalty,
  adminPenaltyExtendRequest,
  adminReport,
  adminReportDecideRequest,
  adminReportsQuery,
  idParam,
  operatorReasonRequest,
  pagedList,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { ok, okResponse, SIGNED_IN } from '../../lib/envelope';
import { moduleRoutes } from '../../lib/module-routes';
import { auditActorOf, operatorRoute } from '../operators/operators.public';
import { createAdminPenaltiesService } from './admin-penalties.service';

export function adminPenaltiesRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const service = createAdminPenaltiesService(ctx);
    const route = operatorRoute(ctx);

    app.get(
      '/v1/admin/penalties',
      route({
        summary: '페널티 목록 (제재 중 또는 전체, 딜러 검색)',
        querystring: adminPenaltiesQuery,
        response: okResponse(pagedList(adminPenalty), SIGNED_IN),
      }),
      async (request) => ok(await service.list(request.query)),
    );

    app.post(
      '/v1/admin/penalties/:id/lift',
      route({
        summary: '입찰 제한 해제 (지금 종료, 이어지는 제한은 앞당겨짐)',
        params: idParam,
        body: operatorReasonRequest,
        response: okResponse(adminPenalty, [...SIGNED_IN, 404, 409]),
      }),
      async (request) =>
        ok(await service.lift(request.params.id, request.body.reason, auditActorOf(request))),
    );

    app.post(
      '/v1/admin/penalties/:id/extend',
      route({
        summary: '입찰 제한 연장 (1~90일, 이어지는 제한도 늦춰짐)',
        params: idParam,
        body: adminPenaltyExtendRequest,
        response: okResponse(adminPenalty, [...SIGNED_IN, 404, 409]),
      }),
      async (request) =>
        ok(
          await service.extend(
            request.params.id,
            request.body.days,
            request.body.reason,
            auditActorOf(request),
          ),
        ),
    );

    app.get(
      '/v1/admin/reports',
      route({
        summary: '판매자의 딜러 신고 (미처리 또는 처리 완료)',
        querystring: adminReportsQuery,
        response: okResponse(pagedList(adminReport), SIGNED_IN),
      }),
      async (request) => ok(await service.reports(request.query)),
    );

    app.post(
      '/v1/admin/reports/:id/decide',
      route({
        summary: '신고 처리 (인정 또는 기각, 선택 시 딜러 이용 정지 해제)',
        params: idParam,
        body: adminReportDecideRequest,
        response: okResponse(adminReport, [...SIGNED_IN, 404, 409]),
      }),
      async (request) => ok(await service.decide(request.params.id, request.body, auditActorOf(request))),
    );
  });
}
