// Reads shared by the requests that wait for them together, under one rule: a request joins the *next* read of its
// key, never one already running (that one may have started before a change the request must see), so each request
// is answered by a read that started after it arrived, as if it had read alone. Under load one read answers every
// request that arrived while the previous one ran (docs/decisions/044).

export type KeyedSharedReads<K, A, R> = {
  /** The result of a read of `key` that started after this call, made for `arg` and the others that waited with it. */
  read(key: K, arg: A): Promise<R>;
  /** Keys with a read running or requests waiting (for tests: an idle key holds nothing). */
  readonly busyKeys: number;
};

type Waiter<A, R> = { arg: A; resolve: (value: R) => void; reject: (error: unknown) => void };
type Lane<A, R> = { waiting: Waiter<A, R>[]; running: boolean };

/**
 * `readMany(key, args)` reads once for every request of `key` waiting at its start (`args` in arrival order, one per
 * request, repeated when two requests ask alike); each of them receives its result or its failure.
 */
export function createKeyedSharedReads<K, A, R>(
  readMany: (key: K, args: A[]) => Promise<R>,
): KeyedSharedReads<K, A, R> {
  const lanes = new Map<K, Lane<A, R>>();
  const start = (key: K, lane: Lane<A, R>) => {
    const batch = lane.waiting;
    lane.waiting = [];
    lane.running = true;
    let reading: Promise<R>;
    try {
      reading = readMany(
        key,
        batch.map((waiter) => waiter.arg),
      );
    } catch (error) {
      // A reader that throws at once fails its batch as one that rejects does.
      reading = Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    reading
      .then(
        (value) => {
          for (const waiter of batch) {
            waiter.resolve(value);
          }
        },
        (error: unknown) => {
          for (const waiter of batch) {
            waiter.reject(error);
          }
        },
      )
      .finally(() => {
        lane.running = false;
        if (lane.waiting.length > 0) {
          start(key, lane);
        } else {
          lanes.delete(key);
        }
      });
  };
  return {
    read(key, arg) {
      return new Promise<R>((resolve, reject) => {
        let lane = lanes.get(key);
        if (!lane) {
          lane = { waiting: [], running: false };
          lanes.set(key, lane);
        }
        lane.waiting.push({ arg, resolve, reject });
        if (!lane.running) {
          start(key, lane);
        }
      });
    },
    get busyKeys() {
      return lanes.size;
    },
  };
}
