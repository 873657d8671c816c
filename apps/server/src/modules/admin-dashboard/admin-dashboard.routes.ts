// HTTP for the operator dashboard (`/v1/admin/dashboard`): any operator.
import { adminDashboard } from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { consoleRoutes } from '../../lib/console-routes';
import { createAdminDashboardService } from './admin-dashboard.service';

export function adminDashboardRoutes(ctx: AppContext) {
  const service = createAdminDashboardService(ctx);
  return moduleRoutes((app) => {
    consoleRoutes(app, ctx).read(
      '/v1/admin/dashboard',
      {
        summary: '대시보드: 처리 대기 건수와 최근 30일 지표 (매물 오픈, 입찰, 거래 성사율, 수수료 수입)',
        response: adminDashboard,
      },
      () => service.dashboard(),
    );
  });
}
