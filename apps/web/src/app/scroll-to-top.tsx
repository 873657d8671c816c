// Scrolls to the top whenever the path changes (docs/spec.md §2). Not on the page the app started on, until the
// first change: a page load is at the top already, or where the browser or the reader put it (the list's first
// screen can be scrolled before the app draws over it, docs/decisions/043).
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The path the page was loaded at (none at build time). */
const START_PATH = typeof window === 'undefined' ? null : window.location.pathname;
let hasLeftStart = false;

export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!hasLeftStart && pathname === START_PATH) {
      return;
    }
    hasLeftStart = true;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
