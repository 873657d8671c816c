// `POST /v1/test/clock`: browser tests move the server's clock forward (TEST_CLOCK mode only, docs/decisions/012).
import { z } from 'zod';

/** At most 60 days a call; the clock never goes back. */
export const testClockRequest = z.object({
  advanceMinutes: z
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 60),
});
export type TestClockRequest = z.input<typeof testClockRequest>;

/** The server's new now, after the auction and deal clocks have run at it. */
export const testClockResponse = z.object({ now: z.string() });
export type TestClockResponse = z.infer<typeof testClockResponse>;
