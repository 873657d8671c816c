// GET /v1/admin/deduction-guide: the usual deduction range per vehicle type and sheet item, in won.
import { useQuery } from '@tanstack/react-query';
import { api } from '@autobid/shared';
import { call } from '@/lib/call';
import { adminKeys } from '../../../api/query-keys';

export function useDeductionGuide() {
  return useQuery({
    queryKey: [...adminKeys.area('disputes'), 'guide'],
    queryFn: ({ signal }) => call(api.consoleDisputes.guide, {}, { signal }),
  });
}
