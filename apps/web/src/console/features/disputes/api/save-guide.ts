// PUT /v1/admin/deduction-guide: one vehicle type's ranges, replacing what it had (the audit log keeps both).
import { api, type DeductionGuideRequest } from '@autobid/shared';
import { sendAction, useConsoleAction } from '../../../api/console-action';
import { adminKeys } from '../../../api/query-keys';

export function useSaveGuide() {
  return useConsoleAction(
    (body: DeductionGuideRequest) => sendAction(api.consoleDisputes.saveGuide, { body }),
    [adminKeys.area('disputes')],
  );
}
