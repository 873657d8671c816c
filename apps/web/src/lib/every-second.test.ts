import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onEverySecond } from './every-second';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('onEverySecond', () => {
  it('calls every listener from one timer, once a second, and stops the timer with the last listener', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = onEverySecond(first);
    vi.advanceTimersByTime(500);
    const stopSecond = onEverySecond(second);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(500);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2000);
    expect(first).toHaveBeenCalledTimes(3);
    expect(second).toHaveBeenCalledTimes(3);
    stopFirst();
    vi.advanceTimersByTime(1000);
    expect(first).toHaveBeenCalledTimes(3);
    expect(second).toHaveBeenCalledTimes(4);
    stopSecond();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('lets a listener stop itself or another during a tick', () => {
    const calls: string[] = [];
    let stopB = () => {};
    const stopA = onEverySecond(() => {
      calls.push('a');
      stopA();
      stopB();
    });
    stopB = onEverySecond(() => calls.push('b'));
    vi.advanceTimersByTime(1000);
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual(['a']);
    expect(vi.getTimerCount()).toBe(0);
  });
});
