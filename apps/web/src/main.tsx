// Entry: fonts, theme, and the app.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './styles/theme.css';
import './styles/global.css';
import { App } from './app/app';
import { router } from './app/browser-router';
import { queryClient } from './lib/query-client';
import { wasApproved } from './lib/storage';

const root = document.getElementById('root');
if (!root) {
  throw new Error('#root is missing from index.html');
}

// Opening /auction/list (a first visit, a reload): its first page is asked for now, beside the guard's profile
// call rather than after it, for a token whose profile last read APPROVED (a dealer under review makes
// no approved-only call). Not a route loader: a loader would make every filter change an async navigation.
if (window.location.pathname.replace(/\/+$/, '') === '/auction/list' && wasApproved()) {
  void import('./dealer/features/auctions-list/api/get-auctions').then((list) =>
    list.prefetchAuctions(queryClient, new URLSearchParams(window.location.search)),
  );
}

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
/** Resolves once the router has loaded the first page's lazy module (a lazy page's first render is otherwise empty). */
function routerReady(): Promise<void> {
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

// A page the build rendered ahead (app/prerender.tsx) is taken over as it stands, not drawn again: once its
// lazy module is there (/login's; the HTML preloads it), so the first render matches the HTML.
if (root.firstElementChild) {
  void routerReady().then(() =>
    hydrateRoot(root, app, {
      // The build leaves the landing page's lazy login form to the browser (its placeholder stands in), which React
      // reports as a boundary switched to client rendering (error 419): expected there; anything else is reported.
      onRecoverableError: (error) => {
        if (!(error instanceof Error && /#419\b/.test(error.message))) {
          reportError(error);
        }
      },
    }),
  );
} else {
  createRoot(root).render(app);
}
