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
import { moduleRoutes } from '../../lib/module-routes';
import { consoleRoutes } from '../../lib/console-routes';
import { createPenaltyConsoleService } from './penalty-console.service';

export function penaltiesConsoleRoutes(ctx: AppContext) {
  const service = createPenaltyConsoleService(ctx);
  return moduleRoutes((app) => {
    const { read, act } = consoleRoutes(app, ctx);

    read(
      '/v1/admin/penalties',
      {
        summary: '페널티 목록 (제재 중 또는 전체, 딜러 검색)',
        querystring: adminPenaltiesQuery,
        response: pagedList(adminPenalty),
      },
      ({ query }) => service.list(query),
    );

    act(
      '/v1/admin/penalties/:id/lift',
      {
        summary: '입찰 제한 해제 (지금 종료, 이어지는 제한은 앞당겨짐)',
        params: idParam,
        body: operatorReasonRequest,
        response: adminPenalty,
      },
      ({ params, body }, actor) => service.lift(params.id, body.reason, actor),
    );

    act(
      '/v1/admin/penalties/:id/extend',
      {
        summary: '입찰 제한 연장 (1~90일, 이어지는 제한도 늦춰짐)',
        params: idParam,
        body: adminPenaltyExtendRequest,
        response: adminPenalty,
      },
      ({ params, body }, actor) => service.extend(params.id, body.days, body.reason, actor),
    );

    read(
      '/v1/admin/reports',
      {
        summary: '판매자의 딜러 신고 (미처리 또는 처리 완료)',
        querystring: adminReportsQuery,
        response: pagedList(adminReport),
      },
      ({ query }) => service.reports(query),
    );

    act(
      '/v1/admin/reports/:id/decide',
      {
        summary: '신고 처리 (인정 또는 기각, 선택 시 딜러 이용 정지 해제)',
        params: idParam,
        body: adminReportDecideRequest,
        response: adminReport,
      },
      ({ params, body }, actor) => service.decide(params.id, body, actor),
    );
  });
}
