// Calls back whenever a sentinel element scrolls into view (infinite scroll).
import { useEffect, useLayoutEffect, useRef } from 'react';

export function useInViewCallback<T extends Element>(
  onInView: () => void,
  enabled: boolean,
  rootMargin = '400px 0px',
) {
  const ref = useRef<T | null>(null);
  const callback = useRef(onInView);
  useLayoutEffect(() => {
    callback.current = onInView;
  });

  useEffect(() => {
    const node = ref.current;
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') {
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          callback.current();
        }
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, rootMargin]);

  return ref;
}
