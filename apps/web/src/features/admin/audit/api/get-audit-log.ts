// GET /v1/admin/audit-log: one page of the audit log under the screen's filters (only the ones set are
// sent); the previous page stays on screen while the next one loads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditLogEntry, AuditLogFilters, PagedList } from '@autobid/shared';
import { adminGet } from '../../api/admin-request';
import { adminKeys } from '../../api/query-keys';
import { AUDIT_PAGE_SIZE, setFilters } from '../lib/audit-url';

export function useAuditLog(filters: AuditLogFilters, page: number) {
  return useQuery({
    queryKey: [...adminKeys.area('audit'), 'list', filters, page],
    queryFn: () =>
      adminGet<PagedList<AuditLogEntry>>('/v1/admin/audit-log', {
        ...setFilters(filters),
        page,
        size: AUDIT_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
}
