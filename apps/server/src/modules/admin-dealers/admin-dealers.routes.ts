// HTTP for the console's dealer screen: the review queue and search, a dealer's application, approve and
// reject (the CLI's calls too, by username), suspend and lift a suspension (by id). Any operator may.
import {
  adminDealerDetail,
  adminDealerList,
  adminDealersQuery,
  adminDealerSuspension,
  dealerDecision,
  idParam,
  operatorReasonRequest,
  usernameParam,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { ok, okResponse, SIGNED_IN } from '../../lib/envelope';
import { moduleRoutes } from '../../lib/module-routes';
import { approveDealer, rejectDealer } from '../admin/admin-operations';
import { auditActorOf, operatorRoute } from '../operators/operators.public';
import { createAdminDealersService } from './admin-dealers.service';

export function adminDealersRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const service = createAdminDealersService(ctx);
    const route = operatorRoute(ctx);
    const deps = { clock: ctx.clock, publicUrl: ctx.config.PUBLIC_URL, alimtalk: ctx.alimtalk };

    app.get(
      '/v1/admin/dealers',
      route({
        summary: '딜러 목록 (심사 대기·승인·반려·정지, 검색, 탭별 건수)',
        querystring: adminDealersQuery,
        response: okResponse(adminDealerList, SIGNED_IN),
      }),
      async (request) => ok(await service.list(request.query)),
    );

    app.get(
      '/v1/admin/dealers/:id',
      route({
        summary: '딜러 신청 내용 전체 (서류, 계좌 인증, 정지, 제재, 거래·신고 건수)',
        params: idParam,
        response: okResponse(adminDealerDetail, [...SIGNED_IN, 404]),
      }),
      async (request) => ok(await service.detail(request.params.id)),
    );

    app.post(
      '/v1/admin/dealers/:username/approve',
      route({
        summary: '딜러 가입(정보 변경) 승인 (알림톡 발송, 심사 대기 중일 때만)',
        params: usernameParam,
        response: okResponse(dealerDecision, [...SIGNED_IN, 404, 409]),
      }),
      async (request) =>
        ok(await approveDealer(ctx.db, request.params.username, deps, auditActorOf(request))),
    );

    app.post(
      '/v1/admin/dealers/:username/reject',
      route({
        summary: '딜러 가입(정보 변경) 반려 (사유는 딜러의 심사 현황에 표시, 알림톡 발송)',
        params: usernameParam,
        body: operatorReasonRequest,
        response: okResponse(dealerDecision, [...SIGNED_IN, 404, 409]),
      }),
      async (request) =>
        ok(
          await rejectDealer(
            ctx.db,
            request.params.username,
            request.body.reason,
            deps,
            auditActorOf(request),
          ),
        ),
    );

    app.post(
      '/v1/admin/dealers/:id/suspend',
      route({
        summary: '딜러 이용 정지 (입찰·거래 불가, 알림톡 발송)',
        params: idParam,
        body: operatorReasonRequest,
        response: okResponse(adminDealerSuspension, [...SIGNED_IN, 404, 409]),
      }),
      async (request) =>
        ok(await service.suspend(request.params.id, request.body.reason, auditActorOf(request))),
    );

    app.post(
      '/v1/admin/dealers/:id/unsuspend',
      route({
        summary: '딜러 이용 정지 해제 (알림톡 발송)',
        params: idParam,
        body: operatorReasonRequest,
        response: okResponse(adminDealerSuspension, [...SIGNED_IN, 404, 409]),
      }),
      async (request) =>
        ok(await service.unsuspend(request.params.id, request.body.reason, auditActorOf(request))),
    );
  });
}
