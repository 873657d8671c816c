// Every web test: the MSW server listens, each test starts with no handlers, no recorded calls and no one-time
// answers left, and the rendered tree is unmounted. A request no handler answers fails the test it was made
// in (MSW only makes the request itself fail, which a screen may swallow as a network failure).
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { apiServer, resetHarness } from './harness';

const unanswered: string[] = [];

beforeAll(() =>
  apiServer.listen({
    onUnhandledRequest: (request, print) => {
      unanswered.push(`${request.method} ${new URL(request.url).pathname}`);
      print.error();
    },
  }),
);
afterEach(() => {
  cleanup();
  apiServer.resetHandlers();
  resetHarness();
  const missed = unanswered.splice(0);
  if (missed.length > 0) {
    throw new Error(`The test made calls no handler answers: ${missed.join(', ')}`);
  }
});
afterAll(() => apiServer.close());
