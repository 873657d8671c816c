// The app's router in the browser; router.tsx holds only the routes, so the build can render them without a
// window (prerender.tsx). Made by the entry (main.tsx) in a task of its own, not when this module is evaluated:
// creating it runs much of React Router for the first time (docs/decisions/043).
import { createBrowserRouter } from 'react-router';
import { patchRoutesOnNavigation, routes } from './router';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes, { patchRoutesOnNavigation });
}
