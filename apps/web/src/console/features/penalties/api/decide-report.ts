// POST /v1/admin/reports/{id}/decide: the operator's decision on a report, optionally lifting the suspension.
import type { AdminReport, AdminReportDecideRequest } from '@autobid/shared';
import { adminSend, useAdminAction } from '../../../api/admin-request';
import { adminKeys } from '../../../api/query-keys';

export function useDecideReport() {
  return useAdminAction(
    ({ id, ...body }: AdminReportDecideRequest & { id: number }) =>
      adminSend<AdminReport>('POST', `/v1/admin/reports/${id}/decide`, body),
    [adminKeys.area('penalties'), adminKeys.area('dealers')],
  );
}
