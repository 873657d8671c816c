// HTTP for the audit log (`/v1/admin/audit-log`): every operator action, newest first; and the usernames
// it names (`/v1/admin/audit-log/actors`) for the console's operator filter.
import { auditLogActors, auditLogEntry, auditLogQuery, pagedList } from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { consoleRoutes } from '../../lib/console-routes';
import { createAuditService } from './audit.service';

export function auditConsoleRoutes(ctx: AppContext) {
  const service = createAuditService(ctx);
  return moduleRoutes((app) => {
    const { read } = consoleRoutes(app, ctx);
    read(
      '/v1/admin/audit-log',
      {
        summary: '운영자 작업 기록 (최신순, 작업·대상·운영자·기간 필터)',
        querystring: auditLogQuery,
        response: pagedList(auditLogEntry),
      },
      ({ query }) => service.list(query),
    );
    read(
      '/v1/admin/audit-log/actors',
      { summary: '작업 기록에 남은 운영자 아이디 목록 (필터 선택지)', response: auditLogActors },
      () => service.actors(),
    );
  });
}
