// TEST_CLOCK mode (browser tests only, docs/decisions/012): `POST /api/v1/test/clock` moves the server's clock
// forward and runs the auction and deal clocks at the new time before it answers, so a test can open an
// auction at 09:00 or let a fee window lapse without waiting. Never registered without TEST_CLOCK, which
// config refuses in production.
import { api } from '@autobid/shared';
import type { AppContext } from '../context';
import type { Clock } from '../lib/clock';
import { moduleRoutes } from '../lib/module-routes';
import { routeServer } from '../lib/serve-route';

export type TestClock = Clock & {
  advance(ms: number): void;
  /** Set by server.ts once the scheduler runs: a pass at the new time. */
  afterMove?: () => Promise<void>;
};

export function testClockRoutes(clock: TestClock, ctx: Pick<AppContext, 'db' | 'tokens' | 'sessions'>) {
  return moduleRoutes((app) => {
    routeServer(app, ctx)(api.testClock.advance, async ({ body }) => {
      clock.advance(body.advanceMinutes * 60_000);
      await clock.afterMove?.();
      return { now: clock.now().toISOString() };
    });
  });
}
