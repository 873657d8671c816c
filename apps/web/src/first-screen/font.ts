// The app's font on a prerendered page's first paint (docs/decisions/043, addendum "The font after the first
// paint"). Run by the page's first script (a classic script, the first element of its head: vite.config.ts), so it
// imports only what imports nothing. A browser that has loaded this build's font before has it in its cache: the
// page paints in it at once, as before. A browser that has not would fetch its ~110 KB beside what the first screen
// needs (on a phone's connection a third of the bytes before the list's first photo): the page paints in the
// system's faces instead, the font is asked for once that first paint is on the screen and drawn once it is in.

import { preloadFont } from '@/lib/preload';
import { FIRST_PAINT_WAIT_MS } from './first-paint';

/** The class on <html> that draws the page in the system's font (styles/fonts.css). */
export const FONT_LATER_CLASS = 'font-later';
/** localStorage: the URL of the font file this browser has loaded (a new build's font has a new URL). */
export const FONT_SEEN_KEY = 'fontSeen';
/** The family the font is declared as (styles/fonts.css). */
export const FONT_FAMILY = 'AutoBid Sans';

/** Loads the font (declared by styles/fonts.css, used or not yet); resolves whether it did. */
function loadFont(): Promise<boolean> {
  if (!('fonts' in document)) {
    return Promise.resolve(false);
  }
  return document.fonts.load(`1em "${FONT_FAMILY}"`).then(
    (faces) => faces.length > 0,
    () => false,
  );
}

/** Notes that this browser has loaded the font at `url` (it is in its cache now), once it has. */
export function rememberFont(url: string): Promise<void> {
  return loadFont().then((isLoaded) => {
    if (isLoaded) {
      try {
        localStorage.setItem(FONT_SEEN_KEY, url);
      } catch {
        // No storage: the next visit paints in the system's font first again.
      }
    }
  });
}

function seenFont(): string | null {
  try {
    return localStorage.getItem(FONT_SEEN_KEY);
  } catch {
    return null;
  }
}

/**
 * The first script's choice for a page whose font file is at `url` (the build writes it on the script, `data-font`;
 * the page's HTML has no preload of it). `painted` resolves once the page's first screen is on the screen.
 */
export function chooseFont(url: string | undefined, painted: Promise<unknown>): void {
  if (!url) {
    return;
  }
  if (seenFont() === url) {
    preloadFont(url);
    return;
  }
  const root = document.documentElement;
  root.classList.add(FONT_LATER_CLASS);
  let isAsked = false;
  // Asked for by its declaration, and drawn once it is in: the page is laid out again once, with the font
  // (removing the class first would lay it out twice, for the new family list and again when the font arrives).
  const useFont = () => {
    if (!isAsked) {
      isAsked = true;
      const show = () => root.classList.remove(FONT_LATER_CLASS);
      rememberFont(url).then(show, show);
    }
  };
  painted.then(useFont, useFont);
  setTimeout(useFont, FIRST_PAINT_WAIT_MS);
}

/** The `data-font` of the script running now (a classic script: `document.currentScript` is itself). */
export function scriptFont(): string | undefined {
  return (document.currentScript as HTMLScriptElement | null)?.dataset.font || undefined;
}
