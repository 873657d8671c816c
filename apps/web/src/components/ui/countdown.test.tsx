import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Countdown } from './countdown';

const START = new Date('2026-11-22T05:59:55Z');
const END = '2026-11-22T09:00:00Z';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function tick(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('Countdown', () => {
  it('turns red below 3 hours and stays red every second to the end, then calls onEnd once', () => {
    const onEnd = vi.fn();
    render(<Countdown endDate={END} onEnd={onEnd} />);
    const time = screen.getByText('03:00:05');
    expect(time.getAttribute('data-warning')).toBeNull();
    tick(5_000);
    expect(time.textContent).toBe('03:00:00');
    expect(time.getAttribute('data-warning')).toBeNull();
    // Through the last three hours in 61-second steps (so every seconds digit and every minute is seen; the
    // old rule went dark whenever minutes or seconds were 3+), then the last minute second by second. The
    // rule itself is checked for every second in packages/shared format.test.ts; this checks the screen.
    let left = 3 * 3600;
    while (left > 0) {
      const step = left > 60 ? 61 : 1;
      tick(step * 1_000);
      left -= step;
      if (time.getAttribute('data-warning') !== 'true') {
        throw new Error(`not red at ${time.textContent}`);
      }
    }
    expect(time.textContent).toBe('00:00:00');
    expect(onEnd).toHaveBeenCalledTimes(1);
    tick(5_000);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('counts to the server clock with offsetMs', () => {
    // The server is 2 hours ahead: 1 hour left by its clock, so red already.
    render(<Countdown endDate={END} offsetMs={2 * 3600 * 1000} />);
    const time = screen.getByText('01:00:05');
    expect(time.getAttribute('data-warning')).toBe('true');
  });
});
