// Entry: fonts, theme, and the app.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/fonts.css';
import './styles/theme.css';
import './styles/global.css';
import fontUrl from '@pretendard-subset/pretendard-subset.woff2?url';
import { App } from './app/app';
import { createAppRouter, type AppRouter } from './app/browser-router';
import { dealerSession } from './lib/dealer-session';
import { rememberFont } from './first-screen/font';
import { queryClient } from './lib/query-client';
import { wasApproved } from './lib/storage';

const root = document.getElementById('root');
if (!root) {
  throw new Error('#root is missing from index.html');
}

// Opening /auction/list (a first visit, a reload): its first page is asked for now, beside the guard's profile
// call rather than after it, for a token whose profile last read APPROVED (a dealer under review makes
// no approved-only call). Not a route loader: a loader would make every filter change an async navigation.
const listFirstPage =
  window.location.pathname.replace(/\/+$/, '') === '/auction/list' && wasApproved()
    ? import('./dealer/features/auctions-list/api/get-auctions').then((list) =>
        list.prefetchAuctions(queryClient, new URLSearchParams(window.location.search), {
          preloadFirstPhoto: true,
        }),
      )
    : null;

// The full font's unicode-range files ('Pretendard Variable', next in --font-sans) draw only characters the
// subset lacks (a seller's free text). Declared once the subset is in: declared beside it, Chromium fetches every
// range file the page's text touches while the subset loads (docs/decisions/043).
if ('fonts' in document) {
  const addFallback = () => import('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css');
  // Loaded once, then noted (a prerendered page's first script then paints in the font from the start, font.ts) and
  // the fallback declared.
  void rememberFont(fontUrl).then(addFallback);
}

/** Resolves once the router has loaded the first page's lazy module (a lazy page's first render is otherwise empty). */
function routerReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });
}

/** Lets the browser run what waits (a frame, an input) before the next step: each step is a task of its own. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** How long the list's first screen waits for its answers before the app draws the page without them. */
const FIRST_SCREEN_WAIT_MS = 3000;

// The list's first screen (app/prerender.tsx, first-screen/first-page.ts): drawn over, not hydrated (it was drawn
// for no dealer in particular). Its first script showed it for an approved dealer and drew page 1's cards: the app
// draws the page once page 1 and the profile are in the cache, so its first commit shows those same cards (and
// the dealer's name) in place of the script's, not a "Loading.." between them. Anyone else: drawn at once.
const isFirstScreen = root.hasAttribute('data-first-screen');
const isFirstScreenShown = isFirstScreen && document.documentElement.classList.contains('first-screen');
const firstScreenAnswers =
  isFirstScreenShown && listFirstPage
    ? Promise.race([
        Promise.all([listFirstPage, dealerSession.prefetchProfile(queryClient)]),
        new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
      ])
    : null;
if (isFirstScreen && !isFirstScreenShown) {
  // Never shown: gone before the attribute that hides it.
  root.replaceChildren();
}

/**
 * The app, in steps that are tasks of their own on a phone's main thread: this module's evaluation (above, with the
 * first page's and the profile's calls asked for), the router (its creation runs much of React Router for the
 * first time), then React's render in a transition, which yields between slices (docs/decisions/043).
 */
async function start(page: HTMLElement): Promise<void> {
  await nextTask();
  const router = createAppRouter();
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  if (isFirstScreen) {
    await Promise.all([firstScreenAnswers, routerReady(router)]);
    page.removeAttribute('data-first-screen');
    const created = createRoot(page);
    startTransition(() => created.render(app));
  } else if (page.firstElementChild) {
    // A page the build rendered ahead (app/prerender.tsx) is taken over as it stands, not drawn again: once its
    // lazy module is there (/login's; the HTML preloads it), so the first render matches the HTML.
    await routerReady(router);
    startTransition(() => {
      hydrateRoot(page, app, {
        // The build leaves the landing page's lazy login form to the browser (its placeholder stands in), which React
        // reports as a boundary switched to client rendering (error 419): expected there; anything else is reported.
        onRecoverableError: (error) => {
          if (!(error instanceof Error && /#419\b/.test(error.message))) {
            reportError(error);
          }
        },
      });
    });
  } else {
    const created = createRoot(page);
    startTransition(() => created.render(app));
  }
}

void start(root);
