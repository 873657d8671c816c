// POST /v1/admin/reports/{id}/decide: the operator's decision on a report, optionally lifting the suspension.
import { api, type AdminReportDecideRequest } from '@autobid/shared';
import { sendAction, useConsoleAction } from '../../../api/console-action';
import { adminKeys } from '../../../api/query-keys';

export function useDecideReport() {
  return useConsoleAction(
    ({ id, ...body }: AdminReportDecideRequest & { id: number }) =>
      sendAction(api.consolePenalties.decideReport, { params: { id: String(id) }, body }),
    [adminKeys.area('penalties'), adminKeys.area('dealers')],
  );
}
