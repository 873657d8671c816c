// HTTP for the operator dashboard (`/v1/admin/dashboard`): any operator.
import { adminDashboard } from '@autobid/shared';
import type { AppContext } from '../../context';
import { ok, okResponse, SIGNED_IN } from '../../lib/envelope';
import { moduleRoutes } from '../../lib/module-routes';
import { operatorRoute } from '../operators/operators.public';
import { createAdminDashboardService } from './admin-dashboard.service';

export function adminDashboardRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const service = createAdminDashboardService(ctx);
    const route = operatorRoute(ctx);
    app.get(
      '/v1/admin/dashboard',
      route({
        summary: '대시보드: 처리 대기 건수와 최근 30일 지표 (매물 오픈, 입찰, 거래 성사율, 수수료 수입)',
        response: okResponse(adminDashboard, SIGNED_IN),
      }),
      async () => ok(await service.dashboard()),
    );
  });
}
