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
import { consoleRoutes } from '../../lib/console-routes';
import { moduleRoutes } from '../../lib/module-routes';
import { createDealerConsoleService } from './dealer-console.service';
import { approveDealer, rejectDealer } from './dealer-decisions';

export function dealersConsoleRoutes(ctx: AppContext) {
  const service = createDealerConsoleService(ctx);
  const deps = { clock: ctx.clock, publicUrl: ctx.config.PUBLIC_URL, alimtalk: ctx.alimtalk };
  return moduleRoutes((app) => {
    const { read, act } = consoleRoutes(app, ctx);

    read(
      '/v1/admin/dealers',
      {
        summary: '딜러 목록 (심사 대기·승인·반려·정지, 검색, 탭별 건수)',
        querystring: adminDealersQuery,
        response: adminDealerList,
      },
      ({ query }) => service.list(query),
    );

    read(
      '/v1/admin/dealers/:id',
      {
        summary: '딜러 신청 내용 전체 (서류, 계좌 인증, 정지, 제재, 거래·신고 건수)',
        params: idParam,
        response: adminDealerDetail,
      },
      ({ params }) => service.detail(params.id),
    );

    act(
      '/v1/admin/dealers/:username/approve',
      {
        summary: '딜러 가입(정보 변경) 승인 (알림톡 발송, 심사 대기 중일 때만)',
        params: usernameParam,
        response: dealerDecision,
      },
      ({ params }, actor) => approveDealer(ctx.db, params.username, deps, actor),
    );

    act(
      '/v1/admin/dealers/:username/reject',
      {
        summary: '딜러 가입(정보 변경) 반려 (사유는 딜러의 심사 현황에 표시, 알림톡 발송)',
        params: usernameParam,
        body: operatorReasonRequest,
        response: dealerDecision,
      },
      ({ params, body }, actor) => rejectDealer(ctx.db, params.username, body.reason, deps, actor),
    );

    act(
      '/v1/admin/dealers/:id/suspend',
      {
        summary: '딜러 이용 정지 (입찰·거래 불가, 알림톡 발송)',
        params: idParam,
        body: operatorReasonRequest,
        response: adminDealerSuspension,
      },
      ({ params, body }, actor) => service.suspend(params.id, body.reason, actor),
    );

    act(
      '/v1/admin/dealers/:id/unsuspend',
      {
        summary: '딜러 이용 정지 해제 (알림톡 발송)',
        params: idParam,
        body: operatorReasonRequest,
        response: adminDealerSuspension,
      },
      ({ params, body }, actor) => service.unsuspend(params.id, body.reason, actor),
    );
  });
}
