// TEST_CLOCK mode's one route (browser tests only, docs/decisions/012): move the server's clock forward.
// Registered only with TEST_CLOCK, which config refuses in production.
import { testClockRequest, testClockResponse } from '../schemas/test-clock';
import { defineRoute } from './route';

export const testClockRoutes = {
  advance: defineRoute({
    method: 'POST',
    path: '/v1/test/clock',
    access: 'public',
    tag: 'system',
    summary: '테스트 시계 이동 (TEST_CLOCK 전용)',
    body: testClockRequest,
    response: testClockResponse,
  }),
};
