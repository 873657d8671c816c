// The retention job's runs for the console's "개인정보 보관" screen (docs/domain.md "Retention"): newest first,
// each with what every rule of the map removed.
import { retentionRunList, retentionRunQuery } from '../retention';
import { defineRoute } from './route';

export const consoleRetentionRoutes = {
  runs: defineRoute({
    method: 'GET',
    path: '/v1/admin/retention-runs',
    access: 'operator',
    tag: 'admin',
    summary: '개인정보 보관 작업 실행 기록 (최신순, 규칙별 처리 건수)',
    query: retentionRunQuery,
    response: retentionRunList,
  }),
};
