// HTTP for the audit log (`/v1/admin/audit-log`): every operator action, newest first; and the usernames
// it names (`/v1/admin/audit-log/actors`) for the console's operator filter.
import { auditLogActors, auditLogEntry, auditLogQuery, pagedList } from '@autobid/shared';
import type { AppContext } from '../../context';
import { ok, okResponse, SIGNED_IN } from '../../lib/envelope';
import { moduleRoutes } from '../../lib/module-routes';
import { operatorRoute } from '../operators/operators.public';
import { createAuditService } from './audit.service';

export function auditRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const service = createAuditService(ctx);
    const route = operatorRoute(ctx);
    app.get(
      '/v1/admin/audit-log',
      route({
        summary: '운영자 작업 기록 (최신순, 작업·대상·운영자·기간 필터)',
        querystring: auditLogQuery,
        response: okResponse(pagedList(auditLogEntry), SIGNED_IN),
      }),
      async (request) => ok(await service.list(request.query)),
    );
    app.get(
      '/v1/admin/audit-log/actors',
      route({
        summary: '작업 기록에 남은 운영자 아이디 목록 (필터 선택지)',
        response: okResponse(auditLogActors, SIGNED_IN),
      }),
      async () => ok(await service.actors()),
    );
  });
}
