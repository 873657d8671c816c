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

/** `isReady`: the list's items are on the page, so the document is tall enough to scroll back. */
export function useScrollMemory(isReady: boolean): void {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const restoredKey = useRef<string | null>(null);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => write(key, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [key]);

  useEffect(() => {
    if (!isReady || restoredKey.current === key) {
      return;
    }
    restoredKey.current = key;
    // Only a return to an entry (POP) goes back; a link or a filter change starts at the top.
    const saved = navigationType === NavigationType.Pop ? read(key) : 0;
    if (saved > 0) {
      window.scrollTo(0, saved);
    }
  }, [isReady, key, navigationType]);
}
