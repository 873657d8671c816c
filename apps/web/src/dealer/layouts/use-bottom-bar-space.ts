// Keeps the page's end above a bar fixed to the bottom of the screen (the detail page's mobile dock): any
// element marked `data-bottom-bar` inside the layout sets --bottom-bar-space to its height, which the layout
// adds below the footer, so the footer's last line can be scrolled into view.
import { useEffect, type RefObject } from 'react';

const BOTTOM_BAR_ATTRIBUTE = 'data-bottom-bar';

export function useBottomBarSpace(layout: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = layout.current;
    if (!root) {
      return;
    }
    let observed: Element | null = null;
    // Older browsers without ResizeObserver still get the bar's height when it appears or goes.
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => update());
    function update() {
      const bar = root!.querySelector(`[${BOTTOM_BAR_ATTRIBUTE}]`);
      if (bar !== observed) {
        if (observed) {
          resize?.unobserve(observed);
        }
        if (bar) {
          resize?.observe(bar);
        }
        observed = bar;
      }
      // A bar hidden by CSS (desktop) measures 0 and adds nothing.
      const height = bar ? bar.getBoundingClientRect().height : 0;
      root!.style.setProperty('--bottom-bar-space', `${Math.ceil(height)}px`);
    }
    const mutations = new MutationObserver(update);
    mutations.observe(root, { childList: true, subtree: true });
    update();
    return () => {
      mutations.disconnect();
      resize?.disconnect();
      root.style.removeProperty('--bottom-bar-space');
    };
  }, [layout]);
}
