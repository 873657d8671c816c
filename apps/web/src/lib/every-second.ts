// One timer for every countdown on a page: each subscriber is called from the same tick, once a second, so React
// draws all of a list's countdowns in one render rather than one timer and one render per card; the timer runs
// only while someone listens.
const TICK_MS = 1000;

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function tick(): void {
  // A listener stopped by an earlier one in this tick (a countdown that ended and unmounted another) is skipped.
  for (const listener of [...listeners]) {
    if (listeners.has(listener)) {
      listener();
    }
  }
}

/** Calls `listener` once a second until the returned function is called. */
export function onEverySecond(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(tick, TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}
