// GET /v1/admin/audit-log: one page of the audit log under the screen's filters (only the ones set are
// sent); the previous page stays on screen while the next one loads.
import type { AuditLogEntry, AuditLogFilters, PagedList } from '@autobid/shared';
import { useAdminList } from '../../../api/admin-request';
import { AUDIT_PAGE_SIZE, setFilters } from '../lib/audit-url';

export function useAuditLog(filters: AuditLogFilters, page: number) {
  return useAdminList<PagedList<AuditLogEntry>>('audit', '/v1/admin/audit-log', {
    ...setFilters(filters),
    page,
    size: AUDIT_PAGE_SIZE,
  });
}
