// How long the browser tests wait for the screen.

/** Short action timeout so a missing element fails in seconds, not after the test timeout. */
export const UI_TIMEOUT_MS = 10_000;
