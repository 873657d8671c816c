// GET /v1/admin/audit-log: one page of the audit log under the screen's filters (the empty ones stay out of
// the query string); the previous page stays on screen while the next one loads.
import { api, type AuditLogFilters } from '@autobid/shared';
import { useConsoleList } from '../../../api/console-action';
import { AUDIT_PAGE_SIZE } from '../lib/audit-url';

export function useAuditLog(filters: AuditLogFilters, page: number) {
  const { action, targetType, ...rest } = filters;
  return useConsoleList('audit', api.consoleAudit.list, {
    query: {
      ...rest,
      action: action || undefined,
      targetType: targetType || undefined,
      page,
      size: AUDIT_PAGE_SIZE,
    },
  });
}
