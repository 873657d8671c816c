// The first script of the prerendered pages drawn from their HTML alone (`/`, `/login`), built into a classic
// script by apps/web/vite.config.ts: the font after the first paint where the browser has not loaded it (font.ts),
// and the word to public/after-paint.js of when that paint was (first-paint.ts).
import { afterFirstPaint, announcePainted } from './first-paint';
import { chooseFont, scriptFont } from './font';

chooseFont(scriptFont(), announcePainted(afterFirstPaint()));
