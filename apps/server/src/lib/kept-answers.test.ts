import { describe, expect, it } from 'vitest';
import { createBoundedMap, createInFlight } from './kept-answers';

describe('bounded map', () => {
  it('drops the oldest entry when full; a key set again becomes the newest', () => {
    const map = createBoundedMap<string, number>(3);
    map.set('a', 1);
    map.set('b', 2);
    map.set('c', 3);
    expect(map.size).toBe(3);

    map.set('d', 4);
    expect(map.size).toBe(3);
    expect(map.get('a')).toBeUndefined();
    expect([map.get('b'), map.get('c'), map.get('d')]).toEqual([2, 3, 4]);

    // Setting a kept key again replaces its value without dropping another, and makes it the newest.
    map.set('b', 20);
    expect(map.size).toBe(3);
    expect(map.get('b')).toBe(20);
    map.set('e', 5);
    expect(map.get('c')).toBeUndefined();
    expect([map.get('b'), map.get('d'), map.get('e')]).toEqual([20, 4, 5]);
  });
});

describe('in-flight reads', () => {
  it('runs one start for the calls of a key made while it runs, and a new one once it settled', async () => {
    const inFlight = createInFlight<string>();
    const finishes: Array<(value: string) => void> = [];
    let starts = 0;
    const start = () => {
      starts += 1;
      return new Promise<string>((resolve) => finishes.push(resolve));
    };

    const first = inFlight.share('k', start);
    const second = inFlight.share('k', start);
    const other = inFlight.share('other', start);
    expect(starts).toBe(2);
    finishes[0]!('one');
    expect(await first).toBe('one');
    expect(await second).toBe('one');

    const later = inFlight.share('k', start);
    expect(starts).toBe(3);
    finishes[2]!('two');
    expect(await later).toBe('two');
    finishes[1]!('other');
    expect(await other).toBe('other');
  });

  it('frees the key of a rejected start', async () => {
    const inFlight = createInFlight<string>();
    let starts = 0;
    const failing = () => {
      starts += 1;
      return Promise.reject(new Error('database gone'));
    };

    const first = inFlight.share('k', failing);
    const second = inFlight.share('k', failing);
    expect(starts).toBe(1);
    await expect(first).rejects.toThrow('database gone');
    await expect(second).rejects.toThrow('database gone');

    expect(await inFlight.share('k', () => Promise.resolve('back'))).toBe('back');
  });
});
