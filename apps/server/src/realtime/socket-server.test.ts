import { describe, expect, it } from 'vitest';
import { principalVersionKey, type Principal } from '../lib/jwt';
import { batchedWatchCheck } from './socket-server';

const dealer = (id: number, version = 0): Principal => ({ id, role: 'dealer', version });

describe('batchedWatchCheck', () => {
  it('answers the handshakes of one turn with one check, each by its own id and token version', async () => {
    const calls: number[][] = [];
    const mayWatch = batchedWatchCheck((principals) => {
      calls.push(principals.map((p) => p.id));
      return Promise.resolve(new Set([principalVersionKey(dealer(1)), principalVersionKey(dealer(3, 2))]));
    });
    const answers = await Promise.all([
      mayWatch(dealer(1)),
      mayWatch(dealer(2)),
      mayWatch(dealer(3, 1)),
      mayWatch(dealer(3, 2)),
    ]);
    expect(answers).toEqual([true, false, false, true]);
    expect(calls).toEqual([[1, 2, 3, 3]]);

    // A later handshake is checked afresh.
    expect(await mayWatch(dealer(1))).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it('starts the next batch while one is being checked', async () => {
    let release: (keys: Set<string>) => void = () => undefined;
    const calls: number[][] = [];
    const mayWatch = batchedWatchCheck((principals) => {
      calls.push(principals.map((p) => p.id));
      return new Promise((resolve) => {
        release = resolve;
      });
    });
    const first = mayWatch(dealer(1));
    await new Promise((resolve) => setImmediate(resolve));
    const second = mayWatch(dealer(2));
    const releaseFirst = release;
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual([[1], [2]]);
    releaseFirst(new Set([principalVersionKey(dealer(1))]));
    release(new Set());
    expect(await first).toBe(true);
    expect(await second).toBe(false);
  });

  it('refuses every handshake of a batch whose check failed', async () => {
    const mayWatch = batchedWatchCheck(() => Promise.reject(new Error('database away')));
    const answers = await Promise.allSettled([mayWatch(dealer(1)), mayWatch(dealer(2))]);
    expect(answers.map((a) => a.status)).toEqual(['rejected', 'rejected']);
  });
});
