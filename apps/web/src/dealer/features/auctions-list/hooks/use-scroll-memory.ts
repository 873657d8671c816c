// Remembers the window's scroll position per history entry while the list is shown and puts it back when
// the entry is returned to (Back from a detail, a reload), once the list has rendered: ScrollToTop sends
// every new path to the top, which would lose the dealer's place in a long infinite list.
import { useEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

const STORAGE_PREFIX = 'auction-list-scroll:';

function read(key: string): number {
  try {
    const saved = Number(window.sessionStorage.getItem(STORAGE_PREFIX + key));
    return Number.isFinite(saved) && saved > 0 ? saved : 0;
  } catch {
    return 0;
  }
}

function write(key: string, y: number): void {
  try {
    window.sessionStorage.setItem(STORAGE_PREFIX + key, String(Math.round(y)));
  } catch {
    // Storage full or blocked (private mode): the list simply opens at the top.
  }
}

/** Whether this page load's first entry (the one without a router key) was seen already. */
let isFirstEntrySeen = false;

/**
 * A return to an entry (POP) goes back to its place; a link or a filter change starts at the top. The entry a
 * page load opened on has no key of its own ("default"): there a POP is the load itself, so only a reload or
 * the browser's Back into this page restores it, and a later Back to it within the app.
 */
function isReturn(key: string, navigationType: NavigationType): boolean {
  if (navigationType !== NavigationType.Pop) {
    return false;
  }
  if (key !== 'default' || isFirstEntrySeen) {
    return true;
  }
  isFirstEntrySeen = true;
  const [load] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return load?.type === 'reload' || load?.type === 'back_forward';
}

/** `isReady`: the list's items are on the page, so the document is tall enough to scroll back. */
export function useScrollMemory(isReady: boolean): void {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const restoredKey = useRef<string | null>(null);

  useEffect(() => {
    // The browser's own restoration would act at Back while the detail is still on screen (clamped to its
    // height) and may land after ours. The app places every page itself (ScrollToTop, this hook), so it
    // stays off once the list was shown.
    if ('scrollRestoration' in window.history) {
      window.history.scrollRestoration = 'manual';
    }
  }, []);

  useEffect(() => {
    // Written at once (scroll events come at most once a frame): a write put off to the next frame is lost
    // when a click leaves the list before that frame, and the dealer comes back a little off.
    const onScroll = () => write(key, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [key]);

  useEffect(() => {
    if (!isReady || restoredKey.current === key) {
      return;
    }
    restoredKey.current = key;
    const saved = isReturn(key, navigationType) ? read(key) : 0;
    if (saved > 0) {
      window.scrollTo(0, saved);
      return;
    }
    // What an earlier page load kept under "default" is not this entry's place. The place is read at the next
    // frame, not here: reading it right after React has put the list in would lay the page out in the same task
    // as that commit (docs/decisions/043).
    requestAnimationFrame(() => write(key, window.scrollY));
  }, [isReady, key, navigationType]);
}
