// The left and right arrow keys, pressed anywhere while a viewer is open, step it back and forth (the
// listing's photos, a dealer's documents).
import { useEffect } from 'react';

export function useArrowKeys(onStep: (by: -1 | 1) => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') {
        onStep(-1);
      } else if (event.key === 'ArrowRight') {
        onStep(1);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onStep]);
}
