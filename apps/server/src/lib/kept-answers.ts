// The two mechanisms of the pages kept per process as their answer: a map of bounded size that drops its oldest entry
// first, and one read shared by the requests that miss the same page together (the live-auction list's pages,
// docs/decisions/039-list-pages-from-a-cache-the-writes-keep-true.md; a dealer's own pages,
// docs/decisions/045-dealer-pages-from-a-cache-their-writes-keep-true.md).

export type BoundedMap<K, V> = {
  get(key: K): V | undefined;
  /** Keeps `value` as the newest entry of `key`, first dropping the oldest entry when `max` are kept. */
  set(key: K, value: V): void;
  readonly size: number;
};

/** A map of at most `max` entries: the oldest set is dropped first (setting a key again makes it the newest). */
export function createBoundedMap<K, V>(max: number): BoundedMap<K, V> {
  const entries = new Map<K, V>();
  return {
    get(key) {
      return entries.get(key);
    },
    set(key, value) {
      entries.delete(key);
      if (entries.size >= max) {
        const oldest = entries.keys().next();
        if (!oldest.done) {
          entries.delete(oldest.value);
        }
      }
      entries.set(key, value);
    },
    get size() {
      return entries.size;
    },
  };
}

export type InFlight<T> = {
  /**
   * The running read of `flightKey` if there is one, else the one `start` begins; the key is free again once it
   * settles, fulfilled or rejected.
   */
  share(flightKey: string, start: () => Promise<T>): Promise<T>;
};

/** Reads in flight by key, each shared by every request of its key made while it runs. */
export function createInFlight<T>(): InFlight<T> {
  const reading = new Map<string, Promise<T>>();
  return {
    share(flightKey, start) {
      const pending = reading.get(flightKey);
      if (pending) {
        return pending;
      }
      const started = start().finally(() => reading.delete(flightKey));
      reading.set(flightKey, started);
      return started;
    },
  };
}
