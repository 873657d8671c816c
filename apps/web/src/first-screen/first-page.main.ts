// The entry of the list's first script (first-page.ts), built into a classic script by apps/web/vite.config.ts.
import { runFirstPage } from './first-page';

runFirstPage();
