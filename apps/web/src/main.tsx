// Entry: fonts, theme, and the app.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './styles/theme.css';
import './styles/global.css';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) {
  throw new Error('#root is missing from index.html');
}

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A page the build rendered ahead (app/prerender.tsx) is taken over as it stands, not drawn again.
if (root.firstElementChild) {
  hydrateRoot(root, app, {
    // The build leaves the landing page's lazy login form to the browser (its placeholder stands in), which React
    // reports as a boundary switched to client rendering (error 419): expected there; anything else is reported.
    onRecoverableError: (error) => {
      if (!(error instanceof Error && /#419\b/.test(error.message))) {
        reportError(error);
      }
    },
  });
} else {
  createRoot(root).render(app);
}
