// TEST_CLOCK mode (browser tests only, docs/decisions/012): `POST /api/v1/test/clock` moves the server's clock
// forward and runs the auction and deal clocks at the new time before it answers, so a test can open an
// auction at 09:00 or let a fee window lapse without waiting. Never registered without TEST_CLOCK, which
// config refuses in production.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { testClockRequest, testClockResponse } from '@autobid/shared';
import type { Clock } from '../lib/clock';
import { ok, okResponse } from '../lib/envelope';

export type TestClock = Clock & {
  advance(ms: number): void;
  /** Set by server.ts once the scheduler runs: a pass at the new time. */
  afterMove?: () => Promise<void>;
};

export function testClockRoutes(clock: TestClock) {
  return (instance: FastifyInstance, _options: unknown, done: (error?: Error) => void) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/v1/test/clock',
      {
        schema: {
          tags: ['system'],
          summary: '테스트 시계 이동 (TEST_CLOCK 전용)',
          body: testClockRequest,
          response: okResponse(testClockResponse),
        },
      },
      async (request) => {
        clock.advance(request.body.advanceMinutes * 60_000);
        await clock.afterMove?.();
        return ok({ now: clock.now().toISOString() });
      },
    );
    done();
  };
}
