// Counters of the abuse limits (docs/decisions/017): a call takes a place in its window before it is
// evaluated, atomically, so a burst can never have more than `max` evaluated at once; a call that turns out
// not to count (a successful login) gives its place back. In memory for one process, in Redis for several.
import type { Redis } from 'ioredis';

export type Reservation =
  /** The place was taken; `release` gives it back. */
  | { taken: true }
  /** The window is full: refused, and the window ends in `retryAfterMs`. */
  | { taken: false; retryAfterMs: number };

export type LimitStore = {
  /** Takes one place for `key` unless `max` are taken in the current window (which starts with the first). */
  reserve(key: string, max: number, windowMs: number): Promise<Reservation>;
  /** Gives one place of `key` back (a window left empty ends). */
  release(key: string): Promise<void>;
};

/** Keys kept per process before the least recently used is dropped (docs/decisions/017, Consequences). */
const MEMORY_KEYS = 5_000;

export function createMemoryLimitStore(now: () => number = Date.now): LimitStore {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    reserve(key, max, windowMs) {
      const at = now();
      let entry = windows.get(key);
      if (!entry || entry.endsAt <= at) {
        entry = { count: 0, endsAt: at + windowMs };
      }
      // Most recently used last, so the first key is the one to drop.
      windows.delete(key);
      windows.set(key, entry);
      if (windows.size > MEMORY_KEYS) {
        windows.delete(windows.keys().next().value!);
      }
      if (entry.count >= max) {
        return Promise.resolve({ taken: false, retryAfterMs: entry.endsAt - at });
      }
      entry.count += 1;
      return Promise.resolve({ taken: true });
    },
    release(key) {
      const entry = windows.get(key);
      if (entry && entry.endsAt > now()) {
        entry.count -= 1;
        if (entry.count <= 0) {
          windows.delete(key);
        }
      }
      return Promise.resolve();
    },
  };
}

// KEYS[1] the counter, ARGV[1] max, ARGV[2] window (ms). Returns {1} when taken, {0, ms left} when full.
const RESERVE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local left = redis.call('PTTL', KEYS[1])
if count > 0 and left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  left = tonumber(ARGV[2])
end
if count >= tonumber(ARGV[1]) then
  return {0, left}
end
if redis.call('INCR', KEYS[1]) == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return {1, 0}
`;

// KEYS[1] the counter. An emptied window is deleted, so the next call starts a new one.
const RELEASE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count <= 1 then
  redis.call('DEL', KEYS[1])
else
  redis.call('DECR', KEYS[1])
end
return 0
`;

/** Counters shared by every process on one Redis, under `prefix` (keys expire with their window). */
export function createRedisLimitStore(redis: Redis, prefix: string): LimitStore {
  return {
    async reserve(key, max, windowMs) {
      const [taken, left] = (await redis.eval(RESERVE_SCRIPT, 1, prefix + key, max, windowMs)) as [
        number,
        number,
      ];
      return taken === 1 ? { taken: true } : { taken: false, retryAfterMs: Math.max(left, 0) };
    },
    async release(key) {
      await redis.eval(RELEASE_SCRIPT, 1, prefix + key);
    },
  };
}
