import { describe, expect, it } from 'vitest';
import { createKeyedSharedReads } from './shared-reads';

describe('keyed shared reads', () => {
  it('shares a read of one key only among requests that arrived before it started; keys read apart', async () => {
    const reads: {
      key: number;
      args: string[];
      finish: (value: string) => void;
      fail: (e: Error) => void;
    }[] = [];
    const shared = createKeyedSharedReads<number, string, string>(
      (key, args) =>
        new Promise<string>((resolve, reject) => {
          reads.push({ key, args, finish: resolve, fail: reject });
        }),
    );
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

    const first = shared.read(1, 'a');
    const otherKey = shared.read(2, 'a');
    // Another key does not wait for the first key's read.
    expect(reads.map((read) => read.key)).toEqual([1, 2]);
    const second = shared.read(1, 'b');
    const third = shared.read(1, 'b');
    expect(reads).toHaveLength(2);
    reads[0]!.finish('first');
    expect(await first).toBe('first');
    await settle();
    // The two that waited behind the running read share the next one; a repeated argument stays repeated.
    expect(reads[2]).toMatchObject({ key: 1, args: ['b', 'b'] });
    reads[2]!.finish('second');
    expect(await second).toBe('second');
    expect(await third).toBe('second');
    reads[1]!.finish('other');
    expect(await otherKey).toBe('other');
    await settle();
    expect(shared.busyKeys).toBe(0);

    // A failure reaches every request of its read; a reader that throws at once frees the key for the next one.
    const failing = [shared.read(3, 'x'), shared.read(3, 'y'), shared.read(3, 'z')];
    expect(reads[3]!.args).toEqual(['x']);
    reads[3]!.fail(new Error('database gone'));
    await expect(failing[0]).rejects.toThrow('database gone');
    await settle();
    expect(reads[4]!.args).toEqual(['y', 'z']);
    reads[4]!.fail(new Error('still gone'));
    for (const request of failing.slice(1)) {
      await expect(request).rejects.toThrow('still gone');
    }
    let throwOnce = true;
    const throwing = createKeyedSharedReads<number, string, string>((_key, args) => {
      if (throwOnce) {
        throwOnce = false;
        throw new Error('no connection');
      }
      return Promise.resolve(args.join());
    });
    await expect(throwing.read(1, 'x')).rejects.toThrow('no connection');
    expect(await throwing.read(1, 'y')).toBe('y');
    await settle();
    expect(throwing.busyKeys).toBe(0);
  });
});
