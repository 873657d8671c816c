// When a prerendered page's first screen is on the screen: what its first script waits for before it asks for the
// font (font.ts), and what public/after-paint.js waits for before it loads the app's modules (`autobidFirstScreen`),
// so that neither shares the phone's bandwidth or main thread with that paint (docs/decisions/043). No imports: the
// first scripts carry it.

/** A hidden tab paints nothing: what waits for the paint goes on after this long at the latest. */
export const FIRST_PAINT_WAIT_MS = 2000;

/**
 * Resolves once the page's first contentful paint is on the screen: the browser's own entry for it where it gives
 * one (a frame's callback comes before that frame is presented, and a frame may have no content yet), else a frame
 * later.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => setTimeout(resolve, 0);
    if (
      typeof PerformanceObserver === 'undefined' ||
      !PerformanceObserver.supportedEntryTypes?.includes('paint')
    ) {
      requestAnimationFrame(done);
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) {
        observer.disconnect();
        done();
      }
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Tells public/after-paint.js when the page's first screen is painted; returns `painted`. */
export function announcePainted(painted: Promise<void>): Promise<void> {
  (window as { autobidFirstScreen?: Promise<void> }).autobidFirstScreen = painted;
  return painted;
}
