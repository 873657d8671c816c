// Every web test: the MSW server listens (an unanswered API request fails the test), each test starts with
// no handlers and no recorded calls, and the rendered tree is unmounted.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { apiServer, clearCalls } from './harness';

beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  apiServer.resetHandlers();
  clearCalls();
});
afterAll(() => apiServer.close());
