// GET /v1/admin/retention-runs: one page of the retention job's runs, newest first.
import { api } from '@autobid/shared';
import { useConsoleList } from '../../../api/console-action';

export const RETENTION_PAGE_SIZE = 20;

export function useRetentionRuns(page: number) {
  return useConsoleList('retention', api.consoleRetention.runs, {
    query: { page, size: RETENTION_PAGE_SIZE },
  });
}
