// The console's operator areas: the dashboard (`/v1/admin/dashboard`, any operator) and operator accounts
// (`/v1/admin/operators`: ADMIN only on every call, STAFF gets 403 ADMIN_ONLY).
import { z } from 'zod';
import {
  adminDashboard,
  adminOperator,
  createOperatorRequest,
  idParam,
  resetOperatorPasswordRequest,
  updateOperatorRequest,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { consoleRoutes } from '../../lib/console-routes';
import { moduleRoutes } from '../../lib/module-routes';
import { createDashboardConsoleService } from './dashboard-console.service';
import { createOperatorAccountsService } from './operator-accounts.service';

export function operatorsConsoleRoutes(ctx: AppContext) {
  const service = createOperatorAccountsService(ctx);
  const dashboard = createDashboardConsoleService(ctx);
  return moduleRoutes((app) => {
    consoleRoutes(app, ctx).read(
      '/v1/admin/dashboard',
      {
        summary: '대시보드: 처리 대기 건수와 최근 30일 지표 (매물 오픈, 입찰, 거래 성사율, 수수료 수입)',
        response: adminDashboard,
      },
      () => dashboard.dashboard(),
    );

    const { read, act } = consoleRoutes(app, ctx, 'ADMIN');

    read(
      '/v1/admin/operators',
      { summary: '운영자 계정 목록 (관리자 전용)', response: z.array(adminOperator) },
      () => service.list(),
    );

    act(
      '/v1/admin/operators',
      {
        summary: '운영자 계정 만들기 (관리자 전용)',
        body: createOperatorRequest,
        response: adminOperator,
        refused: [409],
        created: '운영자 계정을 만들었습니다.',
      },
      ({ body }, actor) => service.create(body, actor),
    );

    act(
      '/v1/admin/operators/:id',
      {
        method: 'PATCH',
        summary:
          '운영자 이름·권한 변경, 사용 중지·재개 (관리자 전용, 권한 변경과 사용 중지는 기존 로그인 종료)',
        params: idParam,
        body: updateOperatorRequest,
        response: adminOperator,
      },
      ({ params, body }, actor) => service.update(params.id, body, actor),
    );

    act(
      '/v1/admin/operators/:id/password',
      {
        summary: '운영자 비밀번호 재설정 (관리자 전용, 기존 로그인 종료)',
        params: idParam,
        body: resetOperatorPasswordRequest,
        response: adminOperator,
      },
      ({ params, body }, actor) => service.resetPassword(params.id, body.password, actor),
    );
  });
}
