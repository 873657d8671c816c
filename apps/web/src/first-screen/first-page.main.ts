// The entry of the list's first script (first-page.ts), built into a classic script by apps/web/vite.config.ts:
// page 1 and the cards, then the font once they are painted (font.ts). When it shows no first screen (no approved
// dealer's session, or conditions in the address), the page paints nothing before the app draws it: nothing to
// wait for, so the font is asked for at once and public/after-paint.js loads the app at its first frame.
import { runFirstPage } from './first-page';
import { preloadFont } from '@/lib/preload';
import { chooseFont, scriptFont } from './font';

const font = scriptFont();
const painted = runFirstPage();
if (painted) {
  chooseFont(font, painted);
} else if (font) {
  preloadFont(font);
}
