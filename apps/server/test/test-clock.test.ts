// TEST_CLOCK mode (docs/decisions/012): the browser tests' way to move the server's clock; absent otherwise.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@autobid/shared';
import { loadConfig } from '../src/config';
import { fixedClock } from '../src/lib/clock';
import { createTestContext, type TestContext } from './helpers/test-app';

describe('test clock', () => {
  let ctx: TestContext | undefined;
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
  });

  it('moves the clock forward and runs the clocks at the new time before it answers', async () => {
    const start = new Date('2026-11-25T00:00:00.000Z');
    const afterMove = vi.fn(() => Promise.resolve());
    const clock = Object.assign(fixedClock(start), { afterMove });
    ctx = await createTestContext({ clock, config: { TEST_CLOCK: true } });
    const res = await ctx.call(api.testClock.advance, { body: { advanceMinutes: 90 } });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ now: '2026-11-25T01:30:00.000Z' });
    expect(clock.now().toISOString()).toBe('2026-11-25T01:30:00.000Z');
    expect(afterMove).toHaveBeenCalledTimes(1);

    const back = await ctx.call(api.testClock.advance, { body: { advanceMinutes: -5 } });
    expect(back.status).toBe(400);
    expect(clock.now().toISOString()).toBe('2026-11-25T01:30:00.000Z');
  });

  it('does not exist without TEST_CLOCK', async () => {
    ctx = await createTestContext();
    const res = await ctx.call(api.testClock.advance, { body: { advanceMinutes: 90 } });
    expect(res.status).toBe(404);
  });

  it('is refused in production', () => {
    expect(() =>
      loadConfig({
        INIT_CWD: '/tmp',
        NODE_ENV: 'production',
        TEST_CLOCK: 'true',
        JWT_SECRET: 'x'.repeat(32),
      }),
    ).toThrow(/TEST_CLOCK/);
    expect(loadConfig({ INIT_CWD: '/tmp', JWT_SECRET: 'x'.repeat(32), TEST_CLOCK: 'true' }).TEST_CLOCK).toBe(
      true,
    );
  });
});
